/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Contact_Message_RequiredInputs */

const en_v_contact_message_required = /** @type {(inputs: V_Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message is required`)
};

const bn_v_contact_message_required = /** @type {(inputs: V_Contact_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বার্তা লিখুন`)
};

/**
* | output |
* | --- |
* | "Message is required" |
*
* @param {V_Contact_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_message_required = /** @type {((inputs?: V_Contact_Message_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Contact_Message_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_contact_message_required(inputs)
	return en_v_contact_message_required(inputs)
});