/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Customer_ServiceInputs */

const en_footer_customer_service = /** @type {(inputs: Footer_Customer_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer Service`)
};

const bn_footer_customer_service = /** @type {(inputs: Footer_Customer_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`গ্রাহক সেবা`)
};

/**
* | output |
* | --- |
* | "Customer Service" |
*
* @param {Footer_Customer_ServiceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_customer_service = /** @type {((inputs?: Footer_Customer_ServiceInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Customer_ServiceInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_customer_service(inputs)
	return en_footer_customer_service(inputs)
});