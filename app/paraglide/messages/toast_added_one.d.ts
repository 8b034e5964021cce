/**
* | output |
* | --- |
* | "Added to cart" |
*
* @param {Toast_Added_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const toast_added_one: ((inputs?: Toast_Added_OneInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Added_OneInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Added_OneInputs = {};
