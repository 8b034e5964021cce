/**
* | output |
* | --- |
* | "Delivery time" |
*
* @param {Page_Time_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const page_time_heading: ((inputs?: Page_Time_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Time_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Time_HeadingInputs = {};
