/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Contact_Subject_MaxInputs */

const en_v_contact_subject_max = /** @type {(inputs: V_Contact_Subject_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject must be at most 200 characters`)
};

const bn_v_contact_subject_max = /** @type {(inputs: V_Contact_Subject_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বিষয় সর্বোচ্চ ২০০ অক্ষরের হতে পারে`)
};

/**
* | output |
* | --- |
* | "Subject must be at most 200 characters" |
*
* @param {V_Contact_Subject_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_contact_subject_max = /** @type {((inputs?: V_Contact_Subject_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Contact_Subject_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_contact_subject_max(inputs)
	return en_v_contact_subject_max(inputs)
});