/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_TitleInputs */

const en_notice_title = /** @type {(inputs: Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart was updated`)
};

const bn_notice_title = /** @type {(inputs: Notice_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার কার্টে কিছু বদল হয়েছে`)
};

/**
* | output |
* | --- |
* | "Your cart was updated" |
*
* @param {Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_title = /** @type {((inputs?: Notice_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notice_title(inputs)
	return en_notice_title(inputs)
});