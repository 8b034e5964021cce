/**
* | output |
* | --- |
* | "Order Confirmed \| {storeName}" |
*
* @param {Confirm_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_title_tag: ((inputs: Confirm_Title_TagInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Title_TagInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Title_TagInputs = {
    storeName: NonNullable<unknown>;
};
