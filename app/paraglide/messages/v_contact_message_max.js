/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Contact_Message_MaxInputs */

const en_v_contact_message_max = /** @type {(inputs: V_Contact_Message_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message must be at most 5000 characters`)
};

const bn_v_contact_message_max = /** @type {(inputs: V_Contact_Message_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বার্তা সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে`)
};

/**
* | output |
* | --- |
* | "Message must be at most 5000 characters" |
*
* @param {V_Contact_Message_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_message_max = /** @type {((inputs?: V_Contact_Message_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Contact_Message_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_contact_message_max(inputs)
	return en_v_contact_message_max(inputs)
});