/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Returns_DescriptionInputs */

const en_returns_description = /** @type {(inputs: Returns_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Return a product within ${i?.days} days of delivery; refunds within 5-7 business days.`)
};

const bn_returns_description = /** @type {(inputs: Returns_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ডেলিভারির ${i?.days} দিনের মধ্যে পণ্য ফেরত দিন; টাকা ফেরত ৫-৭ কর্মদিবসে।`)
};

/**
* | output |
* | --- |
* | "Return a product within {days} days of delivery; refunds within 5-7 business days." |
*
* @param {Returns_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_description = /** @type {((inputs: Returns_DescriptionInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_DescriptionInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_description(inputs)
	return en_returns_description(inputs)
});