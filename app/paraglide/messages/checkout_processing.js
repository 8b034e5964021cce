/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_ProcessingInputs */

const en_checkout_processing = /** @type {(inputs: Checkout_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing...`)
};

const bn_checkout_processing = /** @type {(inputs: Checkout_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার যাচ্ছে...`)
};

/**
* | output |
* | --- |
* | "Processing..." |
*
* @param {Checkout_ProcessingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_processing = /** @type {((inputs?: Checkout_ProcessingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_ProcessingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_processing(inputs)
	return en_checkout_processing(inputs)
});