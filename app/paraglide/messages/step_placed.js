/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Step_PlacedInputs */

const en_step_placed = /** @type {(inputs: Step_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Placed`)
};

const bn_step_placed = /** @type {(inputs: Step_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার দেওয়া হয়েছে`)
};

/**
* | output |
* | --- |
* | "Order Placed" |
*
* @param {Step_PlacedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const step_placed = /** @type {((inputs?: Step_PlacedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Step_PlacedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_step_placed(inputs)
	return en_step_placed(inputs)
});