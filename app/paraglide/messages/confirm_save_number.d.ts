/**
* | output |
* | --- |
* | "Save your order number to check on your delivery later." |
*
* @param {Confirm_Save_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_save_number: ((inputs?: Confirm_Save_NumberInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Save_NumberInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Save_NumberInputs = {};
