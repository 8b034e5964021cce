/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Filters_OpenInputs */

const en_filters_open = /** @type {(inputs: Filters_OpenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Filters, ${i?.countText} active`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Filters, ${i?.countText} active`);
	return /** @type {LocalizedString} */ ("filters_open");
};

const bn_filters_open = /** @type {(inputs: Filters_OpenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("bn", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ফিল্টার, ${i?.countText}টি চালু`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ফিল্টার, ${i?.countText}টি চালু`);
	return /** @type {LocalizedString} */ ("filters_open");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Filters, {countText} active" |
* | "other" | "Filters, {countText} active" |
*
* @param {Filters_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const filters_open = /** @type {((inputs: Filters_OpenInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Filters_OpenInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_filters_open(inputs)
	return en_filters_open(inputs)
});