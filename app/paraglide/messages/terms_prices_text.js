/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Prices_TextInputs */

const en_terms_prices_text = /** @type {(inputs: Terms_Prices_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices are in taka and include VAT where it applies. The delivery charge for your zone is shown at checkout. You pay cash on delivery, to the delivery person, when you receive your order.`)
};

const bn_terms_prices_text = /** @type {(inputs: Terms_Prices_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`দাম টাকায়, প্রযোজ্য ক্ষেত্রে ভ্যাটসহ। আপনার এলাকার ডেলিভারি চার্জ চেকআউটে দেখানো হয়। অর্ডার হাতে পেয়ে ডেলিভারিকর্মীকে নগদে পরিশোধ করবেন।`)
};

/**
* | output |
* | --- |
* | "Prices are in taka and include VAT where it applies. The delivery charge for your zone is shown at checkout. You pay cash on delivery, to the delivery person..." |
*
* @param {Terms_Prices_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_prices_text = /** @type {((inputs?: Terms_Prices_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Prices_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_prices_text(inputs)
	return en_terms_prices_text(inputs)
});