/**
* | output |
* | --- |
* | "An order can hold at most {max} different products" |
*
* @param {V_Order_Lines_MaxInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const v_order_lines_max: ((inputs: V_Order_Lines_MaxInputs, options?: {
    locale?: "en" | "bn";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<V_Order_Lines_MaxInputs, {
    locale?: "en" | "bn";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type V_Order_Lines_MaxInputs = {
    max: NonNullable<unknown>;
};
