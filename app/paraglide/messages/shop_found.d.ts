/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} product found" |
* | "other" | "{countText} products found" |
*
* @param {Shop_FoundInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const shop_found: ((inputs: Shop_FoundInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shop_FoundInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shop_FoundInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
