/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Use_TitleInputs */

const en_privacy_use_title = /** @type {(inputs: Privacy_Use_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we use it`)
};

const bn_privacy_use_title = /** @type {(inputs: Privacy_Use_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কীভাবে ব্যবহার করি`)
};

/**
* | output |
* | --- |
* | "How we use it" |
*
* @param {Privacy_Use_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_use_title = /** @type {((inputs?: Privacy_Use_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Use_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_privacy_use_title(inputs)
	return en_privacy_use_title(inputs)
});