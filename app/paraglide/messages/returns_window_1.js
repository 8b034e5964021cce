/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Returns_Window_1Inputs */

const en_returns_window_1 = /** @type {(inputs: Returns_Window_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can ask to return a product within <b>${i?.days} days from delivery</b>. The item should be unused, with its original tags and packaging.`)
};

const bn_returns_window_1 = /** @type {(inputs: Returns_Window_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`<b>ডেলিভারির ${i?.days} দিনের মধ্যে</b> পণ্য ফেরতের অনুরোধ করতে পারেন। পণ্যটি অব্যবহৃত থাকতে হবে, আসল ট্যাগ আর প্যাকেটসহ।`)
};

/**
* | output |
* | --- |
* | "You can ask to return a product within <b>{days} days from delivery</b>. The item should be unused, with its original tags and packaging." |
*
* @param {Returns_Window_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_window_1 = /** @type {((inputs: Returns_Window_1Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_Window_1Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_window_1(inputs)
	return en_returns_window_1(inputs)
});