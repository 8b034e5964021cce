/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_How_1Inputs */

const en_returns_how_1 = /** @type {(inputs: Returns_How_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`<link>Contact us</link> with your order number and the reason for the return.`)
};

const bn_returns_how_1 = /** @type {(inputs: Returns_How_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার নম্বর আর ফেরতের কারণ জানিয়ে <link>আমাদের সাথে যোগাযোগ করুন</link>।`)
};

/**
* | output |
* | --- |
* | "<link>Contact us</link> with your order number and the reason for the return." |
*
* @param {Returns_How_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_how_1 = /** @type {((inputs?: Returns_How_1Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_How_1Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_how_1(inputs)
	return en_returns_how_1(inputs)
});