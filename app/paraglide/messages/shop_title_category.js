/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Shop_Title_CategoryInputs */

const en_shop_title_category = /** @type {(inputs: Shop_Title_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} - Shop`)
};

const bn_shop_title_category = /** @type {(inputs: Shop_Title_CategoryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.category} - শপ`)
};

/**
* | output |
* | --- |
* | "{category} - Shop" |
*
* @param {Shop_Title_CategoryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_title_category = /** @type {((inputs: Shop_Title_CategoryInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Title_CategoryInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shop_title_category(inputs)
	return en_shop_title_category(inputs)
});