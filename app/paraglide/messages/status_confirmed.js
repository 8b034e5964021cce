/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ConfirmedInputs */

const en_status_confirmed = /** @type {(inputs: Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const bn_status_confirmed = /** @type {(inputs: Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`নিশ্চিত`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_confirmed = /** @type {((inputs?: Status_ConfirmedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ConfirmedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_confirmed(inputs)
	return en_status_confirmed(inputs)
});