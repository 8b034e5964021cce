/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collect_TextInputs */

const en_privacy_collect_text = /** @type {(inputs: Privacy_Collect_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For an order: your name, phone number, address and what you ordered. For a message: your name, e-mail and the message. For a review: the review and your first name with the initial of your last name. We never ask for card or bank details.`)
};

const bn_privacy_collect_text = /** @type {(inputs: Privacy_Collect_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডারের জন্য: আপনার নাম, ফোন নম্বর, ঠিকানা আর কী অর্ডার করেছেন। বার্তার জন্য: আপনার নাম, ই-মেইল আর বার্তাটি। রিভিউয়ের জন্য: রিভিউ আর আপনার নামের প্রথম অংশ ও পদবির প্রথম অক্ষর। কার্ড বা ব্যাংকের তথ্য আমরা কখনো চাই না।`)
};

/**
* | output |
* | --- |
* | "For an order: your name, phone number, address and what you ordered. For a message: your name, e-mail and the message. For a review: the review and your firs..." |
*
* @param {Privacy_Collect_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_collect_text = /** @type {((inputs?: Privacy_Collect_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collect_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_privacy_collect_text(inputs)
	return en_privacy_collect_text(inputs)
});