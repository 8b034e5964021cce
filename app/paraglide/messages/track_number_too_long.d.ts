/**
* | output |
* | --- |
* | "Order number is too long" |
*
* @param {Track_Number_Too_LongInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_number_too_long: ((inputs?: Track_Number_Too_LongInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Number_Too_LongInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Number_Too_LongInputs = {};
