/**
* | output |
* | --- |
* | "These are our usual times. At checkout and on your order confirmation we give a more cautious estimate for each delivery zone:" |
*
* @param {Shipping_Usual_TimesInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shipping_usual_times: ((inputs?: Shipping_Usual_TimesInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shipping_Usual_TimesInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shipping_Usual_TimesInputs = {};
