/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_Window_2Inputs */

const en_returns_window_2 = /** @type {(inputs: Returns_Window_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our home page mentions a 30-day return policy (Easy Returns). The 7-day window is the standard rule for a return request; please contact us if you are past 7 days but within 30 days of delivery, and we will look at your case.`)
};

const bn_returns_window_2 = /** @type {(inputs: Returns_Window_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের হোম পেজে ৩০ দিনের ফেরত নীতির কথা আছে (সহজে ফেরত)। ফেরতের অনুরোধের সাধারণ নিয়ম ৭ দিন; ডেলিভারির পর ৭ দিন পেরিয়ে গেলেও ৩০ দিনের মধ্যে হলে আমাদের জানান, আমরা বিষয়টি দেখব।`)
};

/**
* | output |
* | --- |
* | "Our home page mentions a 30-day return policy (Easy Returns). The 7-day window is the standard rule for a return request; please contact us if you are past 7..." |
*
* @param {Returns_Window_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_window_2 = /** @type {((inputs?: Returns_Window_2Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_Window_2Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_window_2(inputs)
	return en_returns_window_2(inputs)
});