/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_1Inputs */

const en_about_story_1 = /** @type {(inputs: About_Story_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We started as a small stall in a neighbourhood haat, the weekly market where families in Bangladesh have always come together to buy and sell. Our customers asked us to deliver, so we did: first across our own neighbourhood, then across Dhaka, and now across the country.`)
};

const bn_about_story_1 = /** @type {(inputs: About_Story_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের শুরু পাড়ার হাটের ছোট্ট এক দোকান থেকে, যে সাপ্তাহিক হাটে বাংলাদেশের পরিবারগুলো চিরকাল কেনাবেচা করতে আসে। ক্রেতারা বাড়িতে পৌঁছে দিতে বললেন, আমরাও দিলাম: প্রথমে নিজের পাড়ায়, তারপর পুরো ঢাকায়, আর এখন সারা দেশে।`)
};

/**
* | output |
* | --- |
* | "We started as a small stall in a neighbourhood haat, the weekly market where families in Bangladesh have always come together to buy and sell. Our customers ..." |
*
* @param {About_Story_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_story_1 = /** @type {((inputs?: About_Story_1Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_1Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_story_1(inputs)
	return en_about_story_1(inputs)
});