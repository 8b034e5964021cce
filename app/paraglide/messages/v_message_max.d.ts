/**
* | output |
* | --- |
* | "Message must be at most 1000 characters" |
*
* @param {V_Message_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_message_max: ((inputs?: V_Message_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Message_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Message_MaxInputs = {};
