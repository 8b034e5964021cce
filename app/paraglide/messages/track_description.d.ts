/**
* | output |
* | --- |
* | "Enter your order number to see the status of your {storeName} order." |
*
* @param {Track_DescriptionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_description: ((inputs: Track_DescriptionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_DescriptionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_DescriptionInputs = {
    storeName: NonNullable<unknown>;
};
