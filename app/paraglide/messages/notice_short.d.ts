/**
* | output |
* | --- |
* | "Only {count} left of {name}. Lower the quantity to place your order." |
*
* @param {Notice_ShortInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_short: ((inputs: Notice_ShortInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_ShortInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_ShortInputs = {
    count: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
