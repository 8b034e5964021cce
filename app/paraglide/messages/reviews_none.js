/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_NoneInputs */

const en_reviews_none = /** @type {(inputs: Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet. Reviews come from shoppers whose orders were delivered.`)
};

const bn_reviews_none = /** @type {(inputs: Reviews_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`এখনো কোনো রিভিউ নেই। যাঁদের অর্ডার ডেলিভারি হয়েছে, রিভিউ আসে তাঁদের কাছ থেকে।`)
};

/**
* | output |
* | --- |
* | "No reviews yet. Reviews come from shoppers whose orders were delivered." |
*
* @param {Reviews_NoneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_none = /** @type {((inputs?: Reviews_NoneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_NoneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_reviews_none(inputs)
	return en_reviews_none(inputs)
});