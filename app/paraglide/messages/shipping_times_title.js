/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shipping_Times_TitleInputs */

const en_shipping_times_title = /** @type {(inputs: Shipping_Times_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery times and charges`)
};

const bn_shipping_times_title = /** @type {(inputs: Shipping_Times_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির সময় ও খরচ`)
};

/**
* | output |
* | --- |
* | "Delivery times and charges" |
*
* @param {Shipping_Times_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_times_title = /** @type {((inputs?: Shipping_Times_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shipping_Times_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shipping_times_title(inputs)
	return en_shipping_times_title(inputs)
});