/**
* | output |
* | --- |
* | "DBID No. {number}" |
*
* @param {Footer_DbidInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_dbid: ((inputs: Footer_DbidInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_DbidInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_DbidInputs = {
    number: NonNullable<unknown>;
};
