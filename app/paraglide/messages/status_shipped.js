/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ShippedInputs */

const en_status_shipped = /** @type {(inputs: Status_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipped`)
};

const bn_status_shipped = /** @type {(inputs: Status_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পাঠানো হয়েছে`)
};

/**
* | output |
* | --- |
* | "Shipped" |
*
* @param {Status_ShippedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_shipped = /** @type {((inputs?: Status_ShippedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ShippedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_shipped(inputs)
	return en_status_shipped(inputs)
});