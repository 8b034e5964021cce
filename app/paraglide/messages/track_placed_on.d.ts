/**
* | output |
* | --- |
* | "Placed on {date}" |
*
* @param {Track_Placed_OnInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const track_placed_on: ((inputs: Track_Placed_OnInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Track_Placed_OnInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Track_Placed_OnInputs = {
    date: NonNullable<unknown>;
};
