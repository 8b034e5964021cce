/**
* | output |
* | --- |
* | "Welcome to {storeName}: shop online, pay cash on delivery" |
*
* @param {Hero_Welcome_AltInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const hero_welcome_alt: ((inputs: Hero_Welcome_AltInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_Welcome_AltInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_Welcome_AltInputs = {
    storeName: NonNullable<unknown>;
};
