/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Benefit_Cod_TitleInputs */

const en_benefit_cod_title = /** @type {(inputs: Benefit_Cod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash on Delivery`)
};

const bn_benefit_cod_title = /** @type {(inputs: Benefit_Cod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ক্যাশ অন ডেলিভারি`)
};

/**
* | output |
* | --- |
* | "Cash on Delivery" |
*
* @param {Benefit_Cod_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const benefit_cod_title = /** @type {((inputs?: Benefit_Cod_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefit_Cod_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_benefit_cod_title(inputs)
	return en_benefit_cod_title(inputs)
});