/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Unavailable_AdviceInputs */

const en_error_unavailable_advice = /** @type {(inputs: Error_Unavailable_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shop is not available right now. Please try again in a few minutes.`)
};

const bn_error_unavailable_advice = /** @type {(inputs: Error_Unavailable_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দোকানটি এই মুহূর্তে খোলা নেই। কয়েক মিনিট পর আবার চেষ্টা করুন।`)
};

/**
* | output |
* | --- |
* | "The shop is not available right now. Please try again in a few minutes." |
*
* @param {Error_Unavailable_AdviceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const error_unavailable_advice = /** @type {((inputs?: Error_Unavailable_AdviceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Unavailable_AdviceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_error_unavailable_advice(inputs)
	return en_error_unavailable_advice(inputs)
});