/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Leave_HowInputs */

const en_reviews_leave_how = /** @type {(inputs: Reviews_Leave_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bought from us? Once your order is delivered, open it on the <link>Track Order</link> page and review your items there.`)
};

const bn_reviews_leave_how = /** @type {(inputs: Reviews_Leave_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের কাছ থেকে কিনেছেন? অর্ডার ডেলিভারি হলে <link>অর্ডার ট্র্যাক করুন</link> পাতায় অর্ডারটি খুলে সেখানেই পণ্যের রিভিউ দিন।`)
};

/**
* | output |
* | --- |
* | "Bought from us? Once your order is delivered, open it on the <link>Track Order</link> page and review your items there." |
*
* @param {Reviews_Leave_HowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_leave_how = /** @type {((inputs?: Reviews_Leave_HowInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Leave_HowInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_reviews_leave_how(inputs)
	return en_reviews_leave_how(inputs)
});