/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_DeliveredInputs */

const en_status_delivered = /** @type {(inputs: Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivered`)
};

const bn_status_delivered = /** @type {(inputs: Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি হয়েছে`)
};

/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Status_DeliveredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_delivered = /** @type {((inputs?: Status_DeliveredInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_DeliveredInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_delivered(inputs)
	return en_status_delivered(inputs)
});