/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Returns_TitleInputs */

const en_benefit_returns_title = /** @type {(inputs: Benefit_Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easy Returns`)
};

const bn_benefit_returns_title = /** @type {(inputs: Benefit_Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সহজে ফেরত`)
};

/**
* | output |
* | --- |
* | "Easy Returns" |
*
* @param {Benefit_Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_returns_title = /** @type {((inputs?: Benefit_Returns_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Returns_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_returns_title(inputs)
	return en_benefit_returns_title(inputs)
});