/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_TitleInputs */

const en_returns_title = /** @type {(inputs: Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returns & Refunds`)
};

const bn_returns_title = /** @type {(inputs: Returns_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরত ও রিফান্ড`)
};

/**
* | output |
* | --- |
* | "Returns & Refunds" |
*
* @param {Returns_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_title = /** @type {((inputs?: Returns_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_title(inputs)
	return en_returns_title(inputs)
});