/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Too_ManyInputs */

const en_contact_too_many = /** @type {(inputs: Contact_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have sent several messages in a short time. Please try again later, or call us.`)
};

const bn_contact_too_many = /** @type {(inputs: Contact_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অল্প সময়ে আপনি কয়েকটি বার্তা পাঠিয়েছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।`)
};

/**
* | output |
* | --- |
* | "You have sent several messages in a short time. Please try again later, or call us." |
*
* @param {Contact_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_too_many = /** @type {((inputs?: Contact_Too_ManyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Too_ManyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_too_many(inputs)
	return en_contact_too_many(inputs)
});