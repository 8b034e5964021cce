/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Could_Not_ReadInputs */

const en_order_could_not_read = /** @type {(inputs: Order_Could_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order could not be read`)
};

const bn_order_could_not_read = /** @type {(inputs: Order_Could_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অর্ডারটি পড়া যায়নি`)
};

/**
* | output |
* | --- |
* | "The order could not be read" |
*
* @param {Order_Could_Not_ReadInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_could_not_read = /** @type {((inputs?: Order_Could_Not_ReadInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Could_Not_ReadInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_could_not_read(inputs)
	return en_order_could_not_read(inputs)
});