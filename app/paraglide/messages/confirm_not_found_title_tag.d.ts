/**
* | output |
* | --- |
* | "Order not found \| {storeName}" |
*
* @param {Confirm_Not_Found_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const confirm_not_found_title_tag: ((inputs: Confirm_Not_Found_Title_TagInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Confirm_Not_Found_Title_TagInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Confirm_Not_Found_Title_TagInputs = {
    storeName: NonNullable<unknown>;
};
