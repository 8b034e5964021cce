/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Orders_TitleInputs */

const en_terms_orders_title = /** @type {(inputs: Terms_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

const bn_terms_orders_title = /** @type {(inputs: Terms_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার`)
};

/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Terms_Orders_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_orders_title = /** @type {((inputs?: Terms_Orders_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Orders_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_orders_title(inputs)
	return en_terms_orders_title(inputs)
});