/**
* | output |
* | --- |
* | "City is required" |
*
* @param {V_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_city_required: ((inputs?: V_City_RequiredInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_City_RequiredInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_City_RequiredInputs = {};
