/**
* | output |
* | --- |
* | "Your trusted online shop in Bangladesh: quality products at fair prices, delivered to your door with cash on delivery." |
*
* @param {Footer_About_TextInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_about_text: ((inputs?: Footer_About_TextInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_About_TextInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_About_TextInputs = {};
