/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ storeName: NonNullable<unknown> }} Hero_Welcome_AltInputs */

const en_hero_welcome_alt = /** @type {(inputs: Hero_Welcome_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.storeName}: shop online, pay cash on delivery`)
};

const bn_hero_welcome_alt = /** @type {(inputs: Hero_Welcome_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.storeName}-এ স্বাগতম: অনলাইনে কিনুন, পণ্য হাতে পেয়ে টাকা দিন`)
};

/**
* | output |
* | --- |
* | "Welcome to {storeName}: shop online, pay cash on delivery" |
*
* @param {Hero_Welcome_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_welcome_alt = /** @type {((inputs: Hero_Welcome_AltInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hero_Welcome_AltInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_hero_welcome_alt(inputs)
	return en_hero_welcome_alt(inputs)
});