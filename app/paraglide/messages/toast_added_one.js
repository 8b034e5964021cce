/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Added_OneInputs */

const en_toast_added_one = /** @type {(inputs: Toast_Added_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to cart`)
};

const bn_toast_added_one = /** @type {(inputs: Toast_Added_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`কার্টে যোগ হয়েছে`)
};

/**
* | output |
* | --- |
* | "Added to cart" |
*
* @param {Toast_Added_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_added_one = /** @type {((inputs?: Toast_Added_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Added_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_toast_added_one(inputs)
	return en_toast_added_one(inputs)
});