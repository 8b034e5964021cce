/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collect_TitleInputs */

const en_privacy_collect_title = /** @type {(inputs: Privacy_Collect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we keep`)
};

const bn_privacy_collect_title = /** @type {(inputs: Privacy_Collect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমরা কী রাখি`)
};

/**
* | output |
* | --- |
* | "What we keep" |
*
* @param {Privacy_Collect_TitleInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_collect_title = /** @type {((inputs?: Privacy_Collect_TitleInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collect_TitleInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_privacy_collect_title(inputs)
	return en_privacy_collect_title(inputs)
});