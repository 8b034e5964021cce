/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Form_HeadingInputs */

const en_contact_form_heading = /** @type {(inputs: Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send us a message`)
};

const bn_contact_form_heading = /** @type {(inputs: Contact_Form_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের বার্তা পাঠান`)
};

/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_form_heading = /** @type {((inputs?: Contact_Form_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_form_heading(inputs)
	return en_contact_form_heading(inputs)
});