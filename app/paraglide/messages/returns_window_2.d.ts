/**
* | output |
* | --- |
* | "Our home page mentions a 30-day return policy (Easy Returns). The 7-day window is the standard rule for a return request; please contact us if you are past 7..." |
*
* @param {Returns_Window_2Inputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const returns_window_2: ((inputs?: Returns_Window_2Inputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Returns_Window_2Inputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Returns_Window_2Inputs = {};
