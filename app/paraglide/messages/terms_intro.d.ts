/**
* | output |
* | --- |
* | "By placing an order with {storeName} you agree to these terms." |
*
* @param {Terms_IntroInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const terms_intro: ((inputs: Terms_IntroInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_IntroInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_IntroInputs = {
    storeName: NonNullable<unknown>;
};
