/**
* | output |
* | --- |
* | "Trade Licence No. {number}" |
*
* @param {Footer_Trade_LicenceInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_trade_licence: ((inputs: Footer_Trade_LicenceInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Trade_LicenceInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Trade_LicenceInputs = {
    number: NonNullable<unknown>;
};
