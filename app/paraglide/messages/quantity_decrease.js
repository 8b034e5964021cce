/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quantity_DecreaseInputs */

const en_quantity_decrease = /** @type {(inputs: Quantity_DecreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decrease quantity`)
};

const bn_quantity_decrease = /** @type {(inputs: Quantity_DecreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পরিমাণ কমান`)
};

/**
* | output |
* | --- |
* | "Decrease quantity" |
*
* @param {Quantity_DecreaseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const quantity_decrease = /** @type {((inputs?: Quantity_DecreaseInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quantity_DecreaseInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_quantity_decrease(inputs)
	return en_quantity_decrease(inputs)
});