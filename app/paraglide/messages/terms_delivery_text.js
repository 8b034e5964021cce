/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Terms_Delivery_TextInputs */

const en_terms_delivery_text = /** @type {(inputs: Terms_Delivery_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delivery times are on our [shipping page](/shipping). You can ask to return a product within ${i?.days} days from delivery, as our [returns page](/returns) explains.`)
};

const bn_terms_delivery_text = /** @type {(inputs: Terms_Delivery_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ডেলিভারির সময় আমাদের [ডেলিভারির তথ্য](/shipping) পাতায় আছে। ডেলিভারির ${i?.days} দিনের মধ্যে পণ্য ফেরতের অনুরোধ করতে পারেন, যেমনটা [পণ্য ফেরত](/returns) পাতায় বলা আছে।`)
};

/**
* | output |
* | --- |
* | "Delivery times are on our [shipping page](/shipping). You can ask to return a product within {days} days from delivery, as our [returns page](/returns) expla..." |
*
* @param {Terms_Delivery_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_delivery_text = /** @type {((inputs: Terms_Delivery_TextInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Delivery_TextInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_terms_delivery_text(inputs)
	return en_terms_delivery_text(inputs)
});