/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_2Inputs */

const en_about_story_2 = /** @type {(inputs: About_Story_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today we bring that same market feeling online. Fair prices in taka, products we have checked ourselves, and cash on delivery, so you only pay when your order is in your hands.`)
};

const bn_about_story_2 = /** @type {(inputs: About_Story_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আজ সেই হাটের আমেজই আমরা নিয়ে এসেছি অনলাইনে। টাকায় ন্যায্য দাম, নিজেরা যাচাই করা পণ্য আর ক্যাশ অন ডেলিভারি: অর্ডার হাতে পেলে তবেই টাকা দেবেন।`)
};

/**
* | output |
* | --- |
* | "Today we bring that same market feeling online. Fair prices in taka, products we have checked ourselves, and cash on delivery, so you only pay when your orde..." |
*
* @param {About_Story_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_story_2 = /** @type {((inputs?: About_Story_2Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_2Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_story_2(inputs)
	return en_about_story_2(inputs)
});