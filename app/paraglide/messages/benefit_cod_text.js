/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Cod_TextInputs */

const en_benefit_cod_text = /** @type {(inputs: Benefit_Cod_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivery all over Bangladesh`)
};

const bn_benefit_cod_text = /** @type {(inputs: Benefit_Cod_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সারা বাংলাদেশে ডেলিভারি`)
};

/**
* | output |
* | --- |
* | "delivery all over Bangladesh" |
*
* @param {Benefit_Cod_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_cod_text = /** @type {((inputs?: Benefit_Cod_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Cod_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_cod_text(inputs)
	return en_benefit_cod_text(inputs)
});