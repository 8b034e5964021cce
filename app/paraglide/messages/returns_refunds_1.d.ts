/**
* | output |
* | --- |
* | "Once we receive and check the item, your refund is made within 5-7 business days." |
*
* @param {Returns_Refunds_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_refunds_1: ((inputs?: Returns_Refunds_1Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_Refunds_1Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_Refunds_1Inputs = {};
