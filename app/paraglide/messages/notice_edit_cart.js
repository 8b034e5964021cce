/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Edit_CartInputs */

const en_notice_edit_cart = /** @type {(inputs: Notice_Edit_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your cart`)
};

const bn_notice_edit_cart = /** @type {(inputs: Notice_Edit_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্ট ঠিক করুন`)
};

/**
* | output |
* | --- |
* | "Edit your cart" |
*
* @param {Notice_Edit_CartInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_edit_cart = /** @type {((inputs?: Notice_Edit_CartInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Edit_CartInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_notice_edit_cart(inputs)
	return en_notice_edit_cart(inputs)
});