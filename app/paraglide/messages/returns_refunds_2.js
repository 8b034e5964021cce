/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_Refunds_2Inputs */

const en_returns_refunds_2 = /** @type {(inputs: Returns_Refunds_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping costs are not refunded, unless the return is because of our mistake (a wrong, damaged or faulty item).`)
};

const bn_returns_refunds_2 = /** @type {(inputs: Returns_Refunds_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি চার্জ ফেরত দেওয়া হয় না, তবে ভুলটা আমাদের হলে (ভুল, ভাঙা বা ত্রুটিপূর্ণ পণ্য) তা-ও ফেরত পাবেন।`)
};

/**
* | output |
* | --- |
* | "Shipping costs are not refunded, unless the return is because of our mistake (a wrong, damaged or faulty item)." |
*
* @param {Returns_Refunds_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_refunds_2 = /** @type {((inputs?: Returns_Refunds_2Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_Refunds_2Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_refunds_2(inputs)
	return en_returns_refunds_2(inputs)
});