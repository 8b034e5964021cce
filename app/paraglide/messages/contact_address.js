/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_AddressInputs */

const en_contact_address = /** @type {(inputs: Contact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const bn_contact_address = /** @type {(inputs: Contact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঠিকানা`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Contact_AddressInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_address = /** @type {((inputs?: Contact_AddressInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_AddressInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_address(inputs)
	return en_contact_address(inputs)
});