/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_ItemsInputs */

const en_confirm_items = /** @type {(inputs: Confirm_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you ordered`)
};

const bn_confirm_items = /** @type {(inputs: Confirm_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`যা অর্ডার করেছেন`)
};

/**
* | output |
* | --- |
* | "What you ordered" |
*
* @param {Confirm_ItemsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_items = /** @type {((inputs?: Confirm_ItemsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_ItemsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_confirm_items(inputs)
	return en_confirm_items(inputs)
});