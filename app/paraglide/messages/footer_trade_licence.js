/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Footer_Trade_LicenceInputs */

const en_footer_trade_licence = /** @type {(inputs: Footer_Trade_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trade Licence No. ${i?.number}`)
};

const bn_footer_trade_licence = /** @type {(inputs: Footer_Trade_LicenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ট্রেড লাইসেন্স নং ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Trade Licence No. {number}" |
*
* @param {Footer_Trade_LicenceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_trade_licence = /** @type {((inputs: Footer_Trade_LicenceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Trade_LicenceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_trade_licence(inputs)
	return en_footer_trade_licence(inputs)
});