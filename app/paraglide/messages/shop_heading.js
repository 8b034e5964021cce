/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_HeadingInputs */

const en_shop_heading = /** @type {(inputs: Shop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

const bn_shop_heading = /** @type {(inputs: Shop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্যসমূহ`)
};

/**
* | output |
* | --- |
* | "Products" |
*
* @param {Shop_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_heading = /** @type {((inputs?: Shop_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shop_heading(inputs)
	return en_shop_heading(inputs)
});