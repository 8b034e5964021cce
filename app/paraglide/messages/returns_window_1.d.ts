/**
* | output |
* | --- |
* | "You can ask to return a product within <b>{days} days from delivery</b>. The item should be unused, with its original tags and packaging." |
*
* @param {Returns_Window_1Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_window_1: ((inputs: Returns_Window_1Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_Window_1Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_Window_1Inputs = {
    days: NonNullable<unknown>;
};
