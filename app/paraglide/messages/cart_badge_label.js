/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Cart_Badge_LabelInputs */

const en_cart_badge_label = /** @type {(inputs: Cart_Badge_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cart, ${i?.countText} item`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cart, ${i?.countText} items`);
	return /** @type {LocalizedString} */ ("cart_badge_label");
};

const bn_cart_badge_label = /** @type {(inputs: Cart_Badge_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("bn", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`কার্ট, ${i?.countText}টি পণ্য`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`কার্ট, ${i?.countText}টি পণ্য`);
	return /** @type {LocalizedString} */ ("cart_badge_label");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {countText} item" |
* | "other" | "Cart, {countText} items" |
*
* @param {Cart_Badge_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const cart_badge_label = /** @type {((inputs: Cart_Badge_LabelInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cart_Badge_LabelInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_cart_badge_label(inputs)
	return en_cart_badge_label(inputs)
});