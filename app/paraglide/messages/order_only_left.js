/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Order_Only_LeftInputs */

const en_order_only_left = /** @type {(inputs: Order_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.count} left of ${i?.name}`)
};

const bn_order_only_left = /** @type {(inputs: Order_Only_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} আর মাত্র ${i?.count}টি আছে`)
};

/**
* | output |
* | --- |
* | "Only {count} left of {name}" |
*
* @param {Order_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_only_left = /** @type {((inputs: Order_Only_LeftInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Only_LeftInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_only_left(inputs)
	return en_order_only_left(inputs)
});