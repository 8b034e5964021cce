/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_HoursInputs */

const en_contact_hours = /** @type {(inputs: Contact_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Hours`)
};

const bn_contact_hours = /** @type {(inputs: Contact_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`খোলার সময়`)
};

/**
* | output |
* | --- |
* | "Business Hours" |
*
* @param {Contact_HoursInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_hours = /** @type {((inputs?: Contact_HoursInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_HoursInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_hours(inputs)
	return en_contact_hours(inputs)
});