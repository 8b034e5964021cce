/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkout_Message_PlaceholderInputs */

const en_checkout_message_placeholder = /** @type {(inputs: Checkout_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anything the delivery person should know`)
};

const bn_checkout_message_placeholder = /** @type {(inputs: Checkout_Message_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারিম্যানের জানা দরকার এমন কিছু`)
};

/**
* | output |
* | --- |
* | "Anything the delivery person should know" |
*
* @param {Checkout_Message_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const checkout_message_placeholder = /** @type {((inputs?: Checkout_Message_PlaceholderInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkout_Message_PlaceholderInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_checkout_message_placeholder(inputs)
	return en_checkout_message_placeholder(inputs)
});