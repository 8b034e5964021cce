/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Track_Too_ManyInputs */

const en_track_too_many = /** @type {(inputs: Track_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Too many lookups. Please try again in ${i?.countText} second.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Too many lookups. Please try again in ${i?.countText} seconds.`);
	return /** @type {LocalizedString} */ ("track_too_many");
};

const bn_track_too_many = /** @type {(inputs: Track_Too_ManyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("bn", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`অনেকবার খোঁজা হয়েছে। ${i?.countText} সেকেন্ড পর আবার চেষ্টা করুন।`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`অনেকবার খোঁজা হয়েছে। ${i?.countText} সেকেন্ড পর আবার চেষ্টা করুন।`);
	return /** @type {LocalizedString} */ ("track_too_many");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many lookups. Please try again in {countText} second." |
* | "other" | "Too many lookups. Please try again in {countText} seconds." |
*
* @param {Track_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_too_many = /** @type {((inputs: Track_Too_ManyInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Track_Too_ManyInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_track_too_many(inputs)
	return en_track_too_many(inputs)
});