/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cart_LoadingInputs */

const en_cart_loading = /** @type {(inputs: Cart_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const bn_cart_loading = /** @type {(inputs: Cart_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`লোড হচ্ছে...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Cart_LoadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_loading = /** @type {((inputs?: Cart_LoadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_LoadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_loading(inputs)
	return en_cart_loading(inputs)
});