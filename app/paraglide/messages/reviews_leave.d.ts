/**
* | output |
* | --- |
* | "Leave a Review" |
*
* @param {Reviews_LeaveInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_leave: ((inputs?: Reviews_LeaveInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_LeaveInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_LeaveInputs = {};
