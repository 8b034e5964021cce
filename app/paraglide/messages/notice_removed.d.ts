/**
* | output |
* | --- |
* | "{name} is no longer sold and was removed from your cart." |
*
* @param {Notice_RemovedInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_removed: ((inputs: Notice_RemovedInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_RemovedInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_RemovedInputs = {
    name: NonNullable<unknown>;
};
