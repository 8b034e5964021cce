/**
* | output |
* | --- |
* | "Customer Service" |
*
* @param {Footer_Customer_ServiceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_customer_service: ((inputs?: Footer_Customer_ServiceInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Customer_ServiceInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Customer_ServiceInputs = {};
