/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Leave_EmptyInputs */

const en_contact_leave_empty = /** @type {(inputs: Contact_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this field empty`)
};

const bn_contact_leave_empty = /** @type {(inputs: Contact_Leave_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এই ঘরটি খালি রাখুন`)
};

/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Contact_Leave_EmptyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_leave_empty = /** @type {((inputs?: Contact_Leave_EmptyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Leave_EmptyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_leave_empty(inputs)
	return en_contact_leave_empty(inputs)
});