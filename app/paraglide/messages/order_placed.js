/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_PlacedInputs */

const en_order_placed = /** @type {(inputs: Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order placed successfully!`)
};

const bn_order_placed = /** @type {(inputs: Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডার সফলভাবে দেওয়া হয়েছে!`)
};

/**
* | output |
* | --- |
* | "Order placed successfully!" |
*
* @param {Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_placed = /** @type {((inputs?: Order_PlacedInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlacedInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_placed(inputs)
	return en_order_placed(inputs)
});