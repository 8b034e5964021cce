/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_Window_TitleInputs */

const en_returns_window_title = /** @type {(inputs: Returns_Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return window`)
};

const bn_returns_window_title = /** @type {(inputs: Returns_Window_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরতের সময়সীমা`)
};

/**
* | output |
* | --- |
* | "Return window" |
*
* @param {Returns_Window_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_window_title = /** @type {((inputs?: Returns_Window_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_Window_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_window_title(inputs)
	return en_returns_window_title(inputs)
});