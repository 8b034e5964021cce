/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Order_Too_ManyInputs */

const en_order_too_many = /** @type {(inputs: Order_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Too many orders from your connection. Please try again in ${i?.countText} minute.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Too many orders from your connection. Please try again in ${i?.countText} minutes.`);
	return /** @type {LocalizedString} */ ("order_too_many");
};

const bn_order_too_many = /** @type {(inputs: Order_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("bn", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`আপনার সংযোগ থেকে অনেকগুলো অর্ডার এসেছে। ${i?.countText} মিনিট পর আবার চেষ্টা করুন।`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`আপনার সংযোগ থেকে অনেকগুলো অর্ডার এসেছে। ${i?.countText} মিনিট পর আবার চেষ্টা করুন।`);
	return /** @type {LocalizedString} */ ("order_too_many");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many orders from your connection. Please try again in {countText} minute." |
* | "other" | "Too many orders from your connection. Please try again in {countText} minutes." |
*
* @param {Order_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const order_too_many = /** @type {((inputs: Order_Too_ManyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Too_ManyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_order_too_many(inputs)
	return en_order_too_many(inputs)
});