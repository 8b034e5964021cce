/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Benefit_Returns_TextInputs */

const en_benefit_returns_text = /** @type {(inputs: Benefit_Returns_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days}-day return policy`)
};

const bn_benefit_returns_text = /** @type {(inputs: Benefit_Returns_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} দিনের মধ্যে ফেরত দেওয়া যায়`)
};

/**
* | output |
* | --- |
* | "{days}-day return policy" |
*
* @param {Benefit_Returns_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_returns_text = /** @type {((inputs: Benefit_Returns_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Returns_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_returns_text(inputs)
	return en_benefit_returns_text(inputs)
});