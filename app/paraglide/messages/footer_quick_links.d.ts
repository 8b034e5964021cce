/**
* | output |
* | --- |
* | "Quick Links" |
*
* @param {Footer_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_quick_links: ((inputs?: Footer_Quick_LinksInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Quick_LinksInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Quick_LinksInputs = {};
