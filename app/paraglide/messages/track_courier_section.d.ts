/**
* | output |
* | --- |
* | "Courier" |
*
* @param {Track_Courier_SectionInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_courier_section: ((inputs?: Track_Courier_SectionInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Courier_SectionInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Courier_SectionInputs = {};
