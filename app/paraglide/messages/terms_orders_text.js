/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Orders_TextInputs */

const en_terms_orders_text = /** @type {(inputs: Terms_Orders_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An order is confirmed once we call you to check it. We may cancel an order we cannot reach you about, or one for an item that is out of stock; you pay nothing for a cancelled order.`)
};

const bn_terms_orders_text = /** @type {(inputs: Terms_Orders_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনাকে ফোন করে যাচাই করার পর অর্ডার নিশ্চিত হয়। আপনাকে না পেলে, বা পণ্য স্টকে না থাকলে আমরা অর্ডার বাতিল করতে পারি; বাতিল অর্ডারের জন্য কোনো টাকা দিতে হয় না।`)
};

/**
* | output |
* | --- |
* | "An order is confirmed once we call you to check it. We may cancel an order we cannot reach you about, or one for an item that is out of stock; you pay nothin..." |
*
* @param {Terms_Orders_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_orders_text = /** @type {((inputs?: Terms_Orders_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Orders_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_orders_text(inputs)
	return en_terms_orders_text(inputs)
});