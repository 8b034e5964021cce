/**
* | output |
* | --- |
* | "Delivery times are on our [shipping page](/shipping). You can ask to return a product within {days} days from delivery, as our [returns page](/returns) expla..." |
*
* @param {Terms_Delivery_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_delivery_text: ((inputs: Terms_Delivery_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Delivery_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Delivery_TextInputs = {
    days: NonNullable<unknown>;
};
