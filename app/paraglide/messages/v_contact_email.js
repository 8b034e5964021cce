/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Contact_EmailInputs */

const en_v_contact_email = /** @type {(inputs: V_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email`)
};

const bn_v_contact_email = /** @type {(inputs: V_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সঠিক ই-মেইল ঠিকানা দিন`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email" |
*
* @param {V_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_email = /** @type {((inputs?: V_Contact_EmailInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Contact_EmailInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_contact_email(inputs)
	return en_v_contact_email(inputs)
});