/**
* | output |
* | --- |
* | "Order {number}" |
*
* @param {Track_OrderInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_order: ((inputs: Track_OrderInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_OrderInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_OrderInputs = {
    number: NonNullable<unknown>;
};
