/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Contact_Description_HoursInputs */

const en_contact_description_hours = /** @type {(inputs: Contact_Description_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call, e-mail or write to us. Business hours: ${i?.hours}.`)
};

const bn_contact_description_hours = /** @type {(inputs: Contact_Description_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ফোন করুন, ই-মেইল করুন বা লিখে জানান। খোলার সময়: ${i?.hours}।`)
};

/**
* | output |
* | --- |
* | "Call, e-mail or write to us. Business hours: {hours}." |
*
* @param {Contact_Description_HoursInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_description_hours = /** @type {((inputs: Contact_Description_HoursInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Description_HoursInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_description_hours(inputs)
	return en_contact_description_hours(inputs)
});