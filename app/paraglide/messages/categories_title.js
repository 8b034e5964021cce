/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Categories_TitleInputs */

const en_categories_title = /** @type {(inputs: Categories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Categories`)
};

const bn_categories_title = /** @type {(inputs: Categories_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যাটাগরি`)
};

/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Categories_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const categories_title = /** @type {((inputs?: Categories_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Categories_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_categories_title(inputs)
	return en_categories_title(inputs)
});