/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Breadcrumb_HomeInputs */

const en_breadcrumb_home = /** @type {(inputs: Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const bn_breadcrumb_home = /** @type {(inputs: Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`হোম`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const breadcrumb_home = /** @type {((inputs?: Breadcrumb_HomeInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Breadcrumb_HomeInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_breadcrumb_home(inputs)
	return en_breadcrumb_home(inputs)
});