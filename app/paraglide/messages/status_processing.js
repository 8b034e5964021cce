/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ProcessingInputs */

const en_status_processing = /** @type {(inputs: Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing`)
};

const bn_status_processing = /** @type {(inputs: Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`প্রস্তুত হচ্ছে`)
};

/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Status_ProcessingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_processing = /** @type {((inputs?: Status_ProcessingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ProcessingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_processing(inputs)
	return en_status_processing(inputs)
});