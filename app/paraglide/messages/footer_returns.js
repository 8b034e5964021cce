/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_ReturnsInputs */

const en_footer_returns = /** @type {(inputs: Footer_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns`)
};

const bn_footer_returns = /** @type {(inputs: Footer_ReturnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য ফেরত`)
};

/**
* | output |
* | --- |
* | "Returns" |
*
* @param {Footer_ReturnsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_returns = /** @type {((inputs?: Footer_ReturnsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ReturnsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_returns(inputs)
	return en_footer_returns(inputs)
});