/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown>, q: NonNullable<unknown> }} Search_FoundInputs */

const en_search_found = /** @type {(inputs: Search_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} item found for "${i?.q}"`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.countText} items found for "${i?.q}"`);
	return /** @type {LocalizedString} */ ("search_found");
};

const bn_search_found = /** @type {(inputs: Search_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("bn", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`"${i?.q}" খুঁজে ${i?.countText}টি পণ্য পাওয়া গেছে`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`"${i?.q}" খুঁজে ${i?.countText}টি পণ্য পাওয়া গেছে`);
	return /** @type {LocalizedString} */ ("search_found");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} item found for \"{q}\"" |
* | "other" | "{countText} items found for \"{q}\"" |
*
* @param {Search_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const search_found = /** @type {((inputs: Search_FoundInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_FoundInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_search_found(inputs)
	return en_search_found(inputs)
});