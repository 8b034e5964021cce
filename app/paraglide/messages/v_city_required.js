/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_City_RequiredInputs */

const en_v_city_required = /** @type {(inputs: V_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City is required`)
};

const bn_v_city_required = /** @type {(inputs: V_City_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`জেলা বেছে নিন`)
};

/**
* | output |
* | --- |
* | "City is required" |
*
* @param {V_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_city_required = /** @type {((inputs?: V_City_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_City_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_city_required(inputs)
	return en_v_city_required(inputs)
});