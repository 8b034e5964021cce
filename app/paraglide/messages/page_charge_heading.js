/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Charge_HeadingInputs */

const en_page_charge_heading = /** @type {(inputs: Page_Charge_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery charge`)
};

const bn_page_charge_heading = /** @type {(inputs: Page_Charge_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ডেলিভারি চার্জ`)
};

/**
* | output |
* | --- |
* | "Delivery charge" |
*
* @param {Page_Charge_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const page_charge_heading = /** @type {((inputs?: Page_Charge_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Charge_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_page_charge_heading(inputs)
	return en_page_charge_heading(inputs)
});