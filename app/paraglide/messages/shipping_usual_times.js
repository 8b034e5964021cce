/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_Usual_TimesInputs */

const en_shipping_usual_times = /** @type {(inputs: Shipping_Usual_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are our usual times. At checkout and on your order confirmation we give a more cautious estimate for each delivery zone:`)
};

const bn_shipping_usual_times = /** @type {(inputs: Shipping_Usual_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এটা আমাদের সাধারণ সময়। চেকআউটে আর অর্ডার কনফার্মেশনে প্রতিটি ডেলিভারি এলাকার জন্য একটু সাবধানী হিসাব দিই:`)
};

/**
* | output |
* | --- |
* | "These are our usual times. At checkout and on your order confirmation we give a more cautious estimate for each delivery zone:" |
*
* @param {Shipping_Usual_TimesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_usual_times = /** @type {((inputs?: Shipping_Usual_TimesInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Usual_TimesInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_usual_times(inputs)
	return en_shipping_usual_times(inputs)
});