/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Footer_DbidInputs */

const en_footer_dbid = /** @type {(inputs: Footer_DbidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`DBID No. ${i?.number}`)
};

const bn_footer_dbid = /** @type {(inputs: Footer_DbidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ডিবিআইডি নং ${i?.number}`)
};

/**
* | output |
* | --- |
* | "DBID No. {number}" |
*
* @param {Footer_DbidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_dbid = /** @type {((inputs: Footer_DbidInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_DbidInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_footer_dbid(inputs)
	return en_footer_dbid(inputs)
});