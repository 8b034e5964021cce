/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_See_MoreInputs */

const en_home_see_more = /** @type {(inputs: Home_See_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See More`)
};

const bn_home_see_more = /** @type {(inputs: Home_See_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আরও দেখুন`)
};

/**
* | output |
* | --- |
* | "See More" |
*
* @param {Home_See_MoreInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_see_more = /** @type {((inputs?: Home_See_MoreInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_MoreInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_home_see_more(inputs)
	return en_home_see_more(inputs)
});