/**
* | output |
* | --- |
* | "Thank you for your order!" |
*
* @param {Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_heading: ((inputs?: Confirm_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_HeadingInputs = {};
