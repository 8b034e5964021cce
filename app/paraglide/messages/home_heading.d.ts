/**
* | output |
* | --- |
* | "{storeName}: online shopping in Bangladesh" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const home_heading: ((inputs: Home_HeadingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_HeadingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_HeadingInputs = {
    storeName: NonNullable<unknown>;
};
