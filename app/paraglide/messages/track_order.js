/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Track_OrderInputs */

const en_track_order = /** @type {(inputs: Track_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.number}`)
};

const bn_track_order = /** @type {(inputs: Track_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অর্ডার ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Order {number}" |
*
* @param {Track_OrderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_order = /** @type {((inputs: Track_OrderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_OrderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_order(inputs)
	return en_track_order(inputs)
});