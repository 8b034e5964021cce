/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Zone_HeadingInputs */

const en_page_zone_heading = /** @type {(inputs: Page_Zone_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery zone`)
};

const bn_page_zone_heading = /** @type {(inputs: Page_Zone_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি এলাকা`)
};

/**
* | output |
* | --- |
* | "Delivery zone" |
*
* @param {Page_Zone_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const page_zone_heading = /** @type {((inputs?: Page_Zone_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Zone_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_page_zone_heading(inputs)
	return en_page_zone_heading(inputs)
});