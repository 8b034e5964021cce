/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Checkout_Title_TagInputs */

const en_checkout_title_tag = /** @type {(inputs: Checkout_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checkout | ${i?.storeName}`)
};

const bn_checkout_title_tag = /** @type {(inputs: Checkout_Title_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`চেকআউট | ${i?.storeName}`)
};

/**
* | output |
* | --- |
* | "Checkout \| {storeName}" |
*
* @param {Checkout_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_title_tag = /** @type {((inputs: Checkout_Title_TagInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Title_TagInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_title_tag(inputs)
	return en_checkout_title_tag(inputs)
});