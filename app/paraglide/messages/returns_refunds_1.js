/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Returns_Refunds_1Inputs */

const en_returns_refunds_1 = /** @type {(inputs: Returns_Refunds_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once we receive and check the item, your refund is made within 5-7 business days.`)
};

const bn_returns_refunds_1 = /** @type {(inputs: Returns_Refunds_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`পণ্যটি হাতে পেয়ে যাচাই করার পর ৫-৭ কর্মদিবসের মধ্যে আপনার টাকা ফেরত দেওয়া হয়।`)
};

/**
* | output |
* | --- |
* | "Once we receive and check the item, your refund is made within 5-7 business days." |
*
* @param {Returns_Refunds_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_refunds_1 = /** @type {((inputs?: Returns_Refunds_1Inputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Returns_Refunds_1Inputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_returns_refunds_1(inputs)
	return en_returns_refunds_1(inputs)
});