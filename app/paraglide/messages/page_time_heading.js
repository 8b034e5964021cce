/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Time_HeadingInputs */

const en_page_time_heading = /** @type {(inputs: Page_Time_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery time`)
};

const bn_page_time_heading = /** @type {(inputs: Page_Time_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারির সময়`)
};

/**
* | output |
* | --- |
* | "Delivery time" |
*
* @param {Page_Time_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const page_time_heading = /** @type {((inputs?: Page_Time_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Time_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_page_time_heading(inputs)
	return en_page_time_heading(inputs)
});