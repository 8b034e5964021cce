/** A refusal with a message a shopper or admin can read, and the HTTP status that fits it. */
export class OrderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "OrderError";
  }
}

export const ORDER_TOO_LARGE = "This order is too large to place online. Please lower the quantities.";
export const KEY_REUSED = "This checkout was already used for a different order. Please reload the page and try again.";

/** Why a product's stock cannot cover a line, in the words placing and reopening an order share. */
export function shortStockMessage(name: string, stock: number, suffix = "") {
  return stock > 0 ? `Only ${stock} left of ${name}${suffix}` : `${name} is out of stock${suffix}`;
}
