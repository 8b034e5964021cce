/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_How_TitleInputs */

const en_returns_how_title = /** @type {(inputs: Returns_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to return`)
};

const bn_returns_how_title = /** @type {(inputs: Returns_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কীভাবে ফেরত দেবেন`)
};

/**
* | output |
* | --- |
* | "How to return" |
*
* @param {Returns_How_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_title = /** @type {((inputs?: Returns_How_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_How_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_how_title(inputs)
	return en_returns_how_title(inputs)
});