/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quantity_LabelInputs */

const en_quantity_label = /** @type {(inputs: Quantity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

const bn_quantity_label = /** @type {(inputs: Quantity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ`)
};

/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Quantity_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const quantity_label = /** @type {((inputs?: Quantity_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quantity_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_quantity_label(inputs)
	return en_quantity_label(inputs)
});