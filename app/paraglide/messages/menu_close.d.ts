/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const menu_close: ((inputs?: Menu_CloseInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CloseInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_CloseInputs = {};
