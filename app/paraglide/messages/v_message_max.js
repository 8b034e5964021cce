/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} V_Message_MaxInputs */

const en_v_message_max = /** @type {(inputs: V_Message_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message must be at most 1000 characters`)
};

const bn_v_message_max = /** @type {(inputs: V_Message_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`বার্তা সর্বোচ্চ ১০০০ অক্ষরের হতে পারে`)
};

/**
* | output |
* | --- |
* | "Message must be at most 1000 characters" |
*
* @param {V_Message_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_message_max = /** @type {((inputs?: V_Message_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Message_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_message_max(inputs)
	return en_v_message_max(inputs)
});