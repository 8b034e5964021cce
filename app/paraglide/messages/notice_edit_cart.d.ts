/**
* | output |
* | --- |
* | "Edit your cart" |
*
* @param {Notice_Edit_CartInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const notice_edit_cart: ((inputs?: Notice_Edit_CartInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Edit_CartInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notice_Edit_CartInputs = {};
