/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Use_TextInputs */

const en_privacy_use_text = /** @type {(inputs: Privacy_Use_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To confirm and deliver your order (the courier receives your name, phone and address), to answer your messages, and to show reviews you wrote. We do not sell or share it with anyone else.`)
};

const bn_privacy_use_text = /** @type {(inputs: Privacy_Use_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার নিশ্চিত করতে ও পৌঁছে দিতে (কুরিয়ার আপনার নাম, ফোন আর ঠিকানা পায়), আপনার বার্তার উত্তর দিতে, আর আপনার লেখা রিভিউ দেখাতে। অন্য কারও কাছে আমরা এই তথ্য বিক্রি করি না বা দিই না।`)
};

/**
* | output |
* | --- |
* | "To confirm and deliver your order (the courier receives your name, phone and address), to answer your messages, and to show reviews you wrote. We do not sell..." |
*
* @param {Privacy_Use_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_use_text = /** @type {((inputs?: Privacy_Use_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Use_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_privacy_use_text(inputs)
	return en_privacy_use_text(inputs)
});