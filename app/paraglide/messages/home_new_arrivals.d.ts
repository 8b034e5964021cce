/**
* | output |
* | --- |
* | "New Arrivals" |
*
* @param {Home_New_ArrivalsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_new_arrivals: ((inputs?: Home_New_ArrivalsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_New_ArrivalsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_New_ArrivalsInputs = {};
