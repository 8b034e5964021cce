/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Phone_PlaceholderInputs */

const en_checkout_phone_placeholder = /** @type {(inputs: Checkout_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`01XXXXXXXXX`)
};

const bn_checkout_phone_placeholder = /** @type {(inputs: Checkout_Phone_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`০১XXXXXXXXX`)
};

/**
* | output |
* | --- |
* | "01XXXXXXXXX" |
*
* @param {Checkout_Phone_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_phone_placeholder = /** @type {((inputs?: Checkout_Phone_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Phone_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_phone_placeholder(inputs)
	return en_checkout_phone_placeholder(inputs)
});