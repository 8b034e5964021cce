/**
* | output |
* | --- |
* | "Order number is required" |
*
* @param {Track_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_number_required: ((inputs?: Track_Number_RequiredInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Number_RequiredInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Number_RequiredInputs = {};
