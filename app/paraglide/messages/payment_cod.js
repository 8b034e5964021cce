/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_CodInputs */

const en_payment_cod = /** @type {(inputs: Payment_CodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash on Delivery`)
};

const bn_payment_cod = /** @type {(inputs: Payment_CodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যাশ অন ডেলিভারি`)
};

/**
* | output |
* | --- |
* | "Cash on Delivery" |
*
* @param {Payment_CodInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const payment_cod = /** @type {((inputs?: Payment_CodInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_CodInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_payment_cod(inputs)
	return en_payment_cod(inputs)
});