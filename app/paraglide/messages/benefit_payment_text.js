/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Payment_TextInputs */

const en_benefit_payment_text = /** @type {(inputs: Benefit_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`100% secure transactions`)
};

const bn_benefit_payment_text = /** @type {(inputs: Benefit_Payment_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`শতভাগ নিরাপদ লেনদেন`)
};

/**
* | output |
* | --- |
* | "100% secure transactions" |
*
* @param {Benefit_Payment_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_payment_text = /** @type {((inputs?: Benefit_Payment_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Payment_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_payment_text(inputs)
	return en_benefit_payment_text(inputs)
});