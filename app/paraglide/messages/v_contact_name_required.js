/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Contact_Name_RequiredInputs */

const en_v_contact_name_required = /** @type {(inputs: V_Contact_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required`)
};

const bn_v_contact_name_required = /** @type {(inputs: V_Contact_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নাম লিখুন`)
};

/**
* | output |
* | --- |
* | "Name is required" |
*
* @param {V_Contact_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_name_required = /** @type {((inputs?: V_Contact_Name_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Contact_Name_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_contact_name_required(inputs)
	return en_v_contact_name_required(inputs)
});