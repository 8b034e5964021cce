/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Story_HeadingInputs */

const en_about_story_heading = /** @type {(inputs: About_Story_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Story`)
};

const bn_about_story_heading = /** @type {(inputs: About_Story_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আমাদের গল্প`)
};

/**
* | output |
* | --- |
* | "Our Story" |
*
* @param {About_Story_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const about_story_heading = /** @type {((inputs?: About_Story_HeadingInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_HeadingInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_about_story_heading(inputs)
	return en_about_story_heading(inputs)
});