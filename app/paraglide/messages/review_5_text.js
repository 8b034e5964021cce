/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Review_5_TextInputs */

const en_review_5_text = /** @type {(inputs: Review_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nice collection of home decor. The brass lamp looks lovely in our living room.`)
};

const bn_review_5_text = /** @type {(inputs: Review_5_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ঘর সাজানোর জিনিসের দারুণ সংগ্রহ। পিতলের ল্যাম্পটা আমাদের বসার ঘরে খুব মানিয়েছে।`)
};

/**
* | output |
* | --- |
* | "Nice collection of home decor. The brass lamp looks lovely in our living room." |
*
* @param {Review_5_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const review_5_text = /** @type {((inputs?: Review_5_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_5_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_review_5_text(inputs)
	return en_review_5_text(inputs)
});