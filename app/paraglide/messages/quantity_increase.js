/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quantity_IncreaseInputs */

const en_quantity_increase = /** @type {(inputs: Quantity_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Increase quantity`)
};

const bn_quantity_increase = /** @type {(inputs: Quantity_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ বাড়ান`)
};

/**
* | output |
* | --- |
* | "Increase quantity" |
*
* @param {Quantity_IncreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const quantity_increase = /** @type {((inputs?: Quantity_IncreaseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quantity_IncreaseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_quantity_increase(inputs)
	return en_quantity_increase(inputs)
});