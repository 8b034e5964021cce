/**
* | output |
* | --- |
* | "See More" |
*
* @param {Home_See_MoreInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_see_more: ((inputs?: Home_See_MoreInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_See_MoreInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_See_MoreInputs = {};
