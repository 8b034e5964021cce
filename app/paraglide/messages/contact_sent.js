/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SentInputs */

const en_contact_sent = /** @type {(inputs: Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message sent successfully! We'll get back to you soon.`)
};

const bn_contact_sent = /** @type {(inputs: Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বার্তা পাঠানো হয়েছে! শিগগিরই আমরা উত্তর দেব।`)
};

/**
* | output |
* | --- |
* | "Message sent successfully! We'll get back to you soon." |
*
* @param {Contact_SentInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_sent = /** @type {((inputs?: Contact_SentInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SentInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_sent(inputs)
	return en_contact_sent(inputs)
});