/**
* | output |
* | --- |
* | "Delivery charge" |
*
* @param {Page_Charge_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const page_charge_heading: ((inputs?: Page_Charge_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Charge_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Charge_HeadingInputs = {};
