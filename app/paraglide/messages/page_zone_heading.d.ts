/**
* | output |
* | --- |
* | "Delivery zone" |
*
* @param {Page_Zone_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const page_zone_heading: ((inputs?: Page_Zone_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Zone_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Zone_HeadingInputs = {};
