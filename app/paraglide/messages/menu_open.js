/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_OpenInputs */

const en_menu_open = /** @type {(inputs: Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const bn_menu_open = /** @type {(inputs: Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`মেনু খুলুন`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const menu_open = /** @type {((inputs?: Menu_OpenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_OpenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_menu_open(inputs)
	return en_menu_open(inputs)
});