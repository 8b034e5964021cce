/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Main_LabelInputs */

const en_nav_main_label = /** @type {(inputs: Nav_Main_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const bn_nav_main_label = /** @type {(inputs: Nav_Main_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রধান মেনু`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_Main_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_main_label = /** @type {((inputs?: Nav_Main_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Main_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_main_label(inputs)
	return en_nav_main_label(inputs)
});