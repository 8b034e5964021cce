/**
* | output |
* | --- |
* | "Flash Selling" |
*
* @param {Nav_Flash_SellingInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const nav_flash_selling: ((inputs?: Nav_Flash_SellingInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Flash_SellingInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Flash_SellingInputs = {};
