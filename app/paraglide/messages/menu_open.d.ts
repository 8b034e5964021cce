/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const menu_open: ((inputs?: Menu_OpenInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_OpenInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_OpenInputs = {};
