/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_DescriptionInputs */

const en_contact_description = /** @type {(inputs: Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call, e-mail or write to us.`)
};

const bn_contact_description = /** @type {(inputs: Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফোন করুন, ই-মেইল করুন বা লিখে জানান।`)
};

/**
* | output |
* | --- |
* | "Call, e-mail or write to us." |
*
* @param {Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_description = /** @type {((inputs?: Contact_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_description(inputs)
	return en_contact_description(inputs)
});