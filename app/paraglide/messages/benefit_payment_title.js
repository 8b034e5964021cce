/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Payment_TitleInputs */

const en_benefit_payment_title = /** @type {(inputs: Benefit_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure Payment`)
};

const bn_benefit_payment_title = /** @type {(inputs: Benefit_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নিরাপদ পেমেন্ট`)
};

/**
* | output |
* | --- |
* | "Secure Payment" |
*
* @param {Benefit_Payment_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_payment_title = /** @type {((inputs?: Benefit_Payment_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Payment_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_payment_title(inputs)
	return en_benefit_payment_title(inputs)
});