/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_IntroInputs */

const en_contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about a product or an order? We are happy to help.`)
};

const bn_contact_intro = /** @type {(inputs: Contact_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্য বা অর্ডার নিয়ে কোনো প্রশ্ন? আমরা সাহায্য করতে তৈরি।`)
};

/**
* | output |
* | --- |
* | "Questions about a product or an order? We are happy to help." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const contact_intro = /** @type {((inputs?: Contact_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_contact_intro(inputs)
	return en_contact_intro(inputs)
});