/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ReturnedInputs */

const en_status_returned = /** @type {(inputs: Status_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned`)
};

const bn_status_returned = /** @type {(inputs: Status_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ফেরত`)
};

/**
* | output |
* | --- |
* | "Returned" |
*
* @param {Status_ReturnedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_returned = /** @type {((inputs?: Status_ReturnedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ReturnedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_returned(inputs)
	return en_status_returned(inputs)
});