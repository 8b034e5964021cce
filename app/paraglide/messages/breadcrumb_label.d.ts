/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const breadcrumb_label: ((inputs?: Breadcrumb_LabelInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Breadcrumb_LabelInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Breadcrumb_LabelInputs = {};
