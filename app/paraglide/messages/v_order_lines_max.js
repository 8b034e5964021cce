/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} V_Order_Lines_MaxInputs */

const en_v_order_lines_max = /** @type {(inputs: V_Order_Lines_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An order can hold at most ${i?.max} different products`)
};

const bn_v_order_lines_max = /** @type {(inputs: V_Order_Lines_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`একটি অর্ডারে সর্বোচ্চ ${i?.max} রকমের পণ্য নেওয়া যায়`)
};

/**
* | output |
* | --- |
* | "An order can hold at most {max} different products" |
*
* @param {V_Order_Lines_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_order_lines_max = /** @type {((inputs: V_Order_Lines_MaxInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<V_Order_Lines_MaxInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_v_order_lines_max(inputs)
	return en_v_order_lines_max(inputs)
});