/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Mobile_LabelInputs */

const en_nav_mobile_label = /** @type {(inputs: Nav_Mobile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const bn_nav_mobile_label = /** @type {(inputs: Nav_Mobile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মোবাইল মেনু`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Nav_Mobile_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_mobile_label = /** @type {((inputs?: Nav_Mobile_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Mobile_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_nav_mobile_label(inputs)
	return en_nav_mobile_label(inputs)
});