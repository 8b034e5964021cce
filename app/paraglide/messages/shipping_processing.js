/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_ProcessingInputs */

const en_shipping_processing = /** @type {(inputs: Shipping_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders are processed within 24 hours. We deliver Saturday to Thursday; there are no deliveries on Friday.`)
};

const bn_shipping_processing = /** @type {(inputs: Shipping_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার ২৪ ঘণ্টার মধ্যে প্রস্তুত করা হয়। শনিবার থেকে বৃহস্পতিবার ডেলিভারি হয়; শুক্রবার ডেলিভারি বন্ধ।`)
};

/**
* | output |
* | --- |
* | "Orders are processed within 24 hours. We deliver Saturday to Thursday; there are no deliveries on Friday." |
*
* @param {Shipping_ProcessingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_processing = /** @type {((inputs?: Shipping_ProcessingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_ProcessingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_processing(inputs)
	return en_shipping_processing(inputs)
});