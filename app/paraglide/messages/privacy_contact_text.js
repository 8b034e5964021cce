/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Privacy_Contact_TextInputs */

const en_privacy_contact_text = /** @type {(inputs: Privacy_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To see or remove what we keep about you, [contact us](/contact) or call ${i?.phone}.`)
};

const bn_privacy_contact_text = /** @type {(inputs: Privacy_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`আপনার সম্পর্কে রাখা তথ্য দেখতে বা মুছতে [আমাদের সাথে যোগাযোগ করুন](/contact) অথবা ${i?.phone} নম্বরে ফোন করুন।`)
};

/**
* | output |
* | --- |
* | "To see or remove what we keep about you, [contact us](/contact) or call {phone}." |
*
* @param {Privacy_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_contact_text = /** @type {((inputs: Privacy_Contact_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Contact_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_privacy_contact_text(inputs)
	return en_privacy_contact_text(inputs)
});