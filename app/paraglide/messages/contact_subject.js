/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SubjectInputs */

const en_contact_subject = /** @type {(inputs: Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const bn_contact_subject = /** @type {(inputs: Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিষয়`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_subject = /** @type {((inputs?: Contact_SubjectInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubjectInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_subject(inputs)
	return en_contact_subject(inputs)
});