/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prices_TitleInputs */

const en_terms_prices_title = /** @type {(inputs: Terms_Prices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices and payment`)
};

const bn_terms_prices_title = /** @type {(inputs: Terms_Prices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দাম ও পরিশোধ`)
};

/**
* | output |
* | --- |
* | "Prices and payment" |
*
* @param {Terms_Prices_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_prices_title = /** @type {((inputs?: Terms_Prices_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prices_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_prices_title(inputs)
	return en_terms_prices_title(inputs)
});