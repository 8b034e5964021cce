/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Confirm_Not_Found_Title_TagInputs */

const en_confirm_not_found_title_tag = /** @type {(inputs: Confirm_Not_Found_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order not found | ${i?.storeName}`)
};

const bn_confirm_not_found_title_tag = /** @type {(inputs: Confirm_Not_Found_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অর্ডার পাওয়া যায়নি | ${i?.storeName}`)
};

/**
* | output |
* | --- |
* | "Order not found \| {storeName}" |
*
* @param {Confirm_Not_Found_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_not_found_title_tag = /** @type {((inputs: Confirm_Not_Found_Title_TagInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Not_Found_Title_TagInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_not_found_title_tag(inputs)
	return en_confirm_not_found_title_tag(inputs)
});