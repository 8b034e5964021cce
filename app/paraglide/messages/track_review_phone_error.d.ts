/**
* | output |
* | --- |
* | "Please enter the phone number you ordered with (e.g., 01XXXXXXXXX)" |
*
* @param {Track_Review_Phone_ErrorInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_review_phone_error: ((inputs?: Track_Review_Phone_ErrorInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Review_Phone_ErrorInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Review_Phone_ErrorInputs = {};
