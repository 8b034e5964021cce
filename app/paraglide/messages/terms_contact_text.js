/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Contact_TextInputs */

const en_terms_contact_text = /** @type {(inputs: Terms_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about these terms? [Contact us](/contact).`)
};

const bn_terms_contact_text = /** @type {(inputs: Terms_Contact_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই শর্তাবলি নিয়ে প্রশ্ন থাকলে [আমাদের সাথে যোগাযোগ করুন](/contact)।`)
};

/**
* | output |
* | --- |
* | "Questions about these terms? [Contact us](/contact)." |
*
* @param {Terms_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_contact_text = /** @type {((inputs?: Terms_Contact_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Contact_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_contact_text(inputs)
	return en_terms_contact_text(inputs)
});