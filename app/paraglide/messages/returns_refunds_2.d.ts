/**
* | output |
* | --- |
* | "Shipping costs are not refunded, unless the return is because of our mistake (a wrong, damaged or faulty item)." |
*
* @param {Returns_Refunds_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_refunds_2: ((inputs?: Returns_Refunds_2Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_Refunds_2Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_Refunds_2Inputs = {};
