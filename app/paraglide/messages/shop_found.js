/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Shop_FoundInputs */

const en_shop_found = /** @type {(inputs: Shop_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} product found`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} products found`);
	return /** @type {LocalizedString} */ ("shop_found");
};

const bn_shop_found = /** @type {(inputs: Shop_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("bn", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText}টি পণ্য পাওয়া গেছে`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText}টি পণ্য পাওয়া গেছে`);
	return /** @type {LocalizedString} */ ("shop_found");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} product found" |
* | "other" | "{countText} products found" |
*
* @param {Shop_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_found = /** @type {((inputs: Shop_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_shop_found(inputs)
	return en_shop_found(inputs)
});