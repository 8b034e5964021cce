/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_IntroInputs */

const en_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep only what we need to deliver your order and answer you.`)
};

const bn_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`আপনার অর্ডার পৌঁছে দিতে আর আপনাকে উত্তর দিতে যা দরকার, শুধু সেটুকুই রাখি।`)
};

/**
* | output |
* | --- |
* | "We keep only what we need to deliver your order and answer you." |
*
* @param {Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const privacy_intro = /** @type {((inputs?: Privacy_IntroInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_IntroInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_privacy_intro(inputs)
	return en_privacy_intro(inputs)
});