/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_MessageInputs */

const en_contact_message = /** @type {(inputs: Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const bn_contact_message = /** @type {(inputs: Contact_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বার্তা`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Contact_MessageInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_message = /** @type {((inputs?: Contact_MessageInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_MessageInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_message(inputs)
	return en_contact_message(inputs)
});