/**
* | output |
* | --- |
* | "{category} - Shop" |
*
* @param {Shop_Title_CategoryInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_title_category: ((inputs: Shop_Title_CategoryInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shop_Title_CategoryInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shop_Title_CategoryInputs = {
    category: NonNullable<unknown>;
};
