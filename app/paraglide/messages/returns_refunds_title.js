/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_Refunds_TitleInputs */

const en_returns_refunds_title = /** @type {(inputs: Returns_Refunds_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds`)
};

const bn_returns_refunds_title = /** @type {(inputs: Returns_Refunds_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`টাকা ফেরত`)
};

/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Returns_Refunds_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_refunds_title = /** @type {((inputs?: Returns_Refunds_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_Refunds_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_refunds_title(inputs)
	return en_returns_refunds_title(inputs)
});