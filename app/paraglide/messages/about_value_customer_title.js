/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Value_Customer_TitleInputs */

const en_about_value_customer_title = /** @type {(inputs: About_Value_Customer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Customer First`)
};

const bn_about_value_customer_title = /** @type {(inputs: About_Value_Customer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্রেতাই আগে`)
};

/**
* | output |
* | --- |
* | "Customer First" |
*
* @param {About_Value_Customer_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_value_customer_title = /** @type {((inputs?: About_Value_Customer_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Value_Customer_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_value_customer_title(inputs)
	return en_about_value_customer_title(inputs)
});