/**
* | output |
* | --- |
* | "Track Your Order \| {storeName}" |
*
* @param {Track_Title_TagInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_title_tag: ((inputs: Track_Title_TagInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Title_TagInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Title_TagInputs = {
    storeName: NonNullable<unknown>;
};
