/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Support_TitleInputs */

const en_benefit_support_title = /** @type {(inputs: Benefit_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24/7 Support`)
};

const bn_benefit_support_title = /** @type {(inputs: Benefit_Support_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`২৪/৭ সহায়তা`)
};

/**
* | output |
* | --- |
* | "24/7 Support" |
*
* @param {Benefit_Support_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_support_title = /** @type {((inputs?: Benefit_Support_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Support_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_support_title(inputs)
	return en_benefit_support_title(inputs)
});