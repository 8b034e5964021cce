/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many lookups. Please try again in {countText} second." |
* | "other" | "Too many lookups. Please try again in {countText} seconds." |
*
* @param {Track_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_too_many: ((inputs: Track_Too_ManyInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Too_ManyInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Too_ManyInputs = {
    count: NonNullable<unknown>;
    countText: NonNullable<unknown>;
};
