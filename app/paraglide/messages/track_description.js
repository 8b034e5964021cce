/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Track_DescriptionInputs */

const en_track_description = /** @type {(inputs: Track_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter your order number to see the status of your ${i?.storeName} order.`)
};

const bn_track_description = /** @type {(inputs: Track_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`অর্ডার নম্বর দিয়ে দেখে নিন আপনার ${i?.storeName} অর্ডার কোন অবস্থায় আছে।`)
};

/**
* | output |
* | --- |
* | "Enter your order number to see the status of your {storeName} order." |
*
* @param {Track_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_description = /** @type {((inputs: Track_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_description(inputs)
	return en_track_description(inputs)
});