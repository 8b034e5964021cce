/**
* | output |
* | --- |
* | "Returns" |
*
* @param {Footer_ReturnsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_returns: ((inputs?: Footer_ReturnsInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_ReturnsInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_ReturnsInputs = {};
