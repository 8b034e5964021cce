/**
* | output |
* | --- |
* | "© {year} {storeName}. All rights reserved." |
*
* @param {Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const footer_copyright: ((inputs: Footer_CopyrightInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_CopyrightInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    storeName: NonNullable<unknown>;
};
