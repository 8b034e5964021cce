/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Contact_Subject_RequiredInputs */

const en_v_contact_subject_required = /** @type {(inputs: V_Contact_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject is required`)
};

const bn_v_contact_subject_required = /** @type {(inputs: V_Contact_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিষয় লিখুন`)
};

/**
* | output |
* | --- |
* | "Subject is required" |
*
* @param {V_Contact_Subject_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_subject_required = /** @type {((inputs?: V_Contact_Subject_RequiredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Contact_Subject_RequiredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_contact_subject_required(inputs)
	return en_v_contact_subject_required(inputs)
});