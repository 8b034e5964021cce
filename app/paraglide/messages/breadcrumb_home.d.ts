/**
* | output |
* | --- |
* | "Home" |
*
* @param {Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const breadcrumb_home: ((inputs?: Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Breadcrumb_HomeInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Breadcrumb_HomeInputs = {};
