/**
* | output |
* | --- |
* | "Returned: the courier brought this parcel back to us, so it was not delivered." |
*
* @param {Track_ReturnedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_returned: ((inputs?: Track_ReturnedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_ReturnedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_ReturnedInputs = {};
