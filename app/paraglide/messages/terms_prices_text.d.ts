/**
* | output |
* | --- |
* | "Prices are in taka and include VAT where it applies. The delivery charge for your zone is shown at checkout. You pay cash on delivery, to the delivery person..." |
*
* @param {Terms_Prices_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_prices_text: ((inputs?: Terms_Prices_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_Prices_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_Prices_TextInputs = {};
