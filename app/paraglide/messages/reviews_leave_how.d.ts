/**
* | output |
* | --- |
* | "Bought from us? Once your order is delivered, open it on the <link>Track Order</link> page and review your items there." |
*
* @param {Reviews_Leave_HowInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const reviews_leave_how: ((inputs?: Reviews_Leave_HowInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Leave_HowInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Leave_HowInputs = {};
