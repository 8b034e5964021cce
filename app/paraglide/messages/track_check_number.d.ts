/**
* | output |
* | --- |
* | "Check the number on your confirmation and try again." |
*
* @param {Track_Check_NumberInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_check_number: ((inputs?: Track_Check_NumberInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Check_NumberInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Check_NumberInputs = {};
