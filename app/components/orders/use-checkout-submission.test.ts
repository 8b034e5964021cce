import { describe, expect, it } from "vitest";
import type { CartLine } from "~/lib/cart";
import { CheckoutSchema } from "~/lib/schemas/checkout";
import { orderRequestBody } from "./use-checkout-submission";

const items: CartLine[] = [
  { product: { id: 3, name: "Clay pot", slug: "clay-pot", price: "120.50", image: null, stock: 4 }, quantity: 2 },
  { product: { id: 9, name: "Jute bag", slug: "jute-bag", price: "80.00", image: "/img/bag.webp" }, quantity: 1 },
];

describe("orderRequestBody", () => {
  it("writes the order API's wire format: snake_case fields, taka amounts, one item per line", () => {
    const data = CheckoutSchema.parse({
      name: " Rahim ",
      phone: "01712345678",
      city: "Sylhet",
      area: "Zindabazar",
      deliveryLocation: "outside_dhaka",
      address: "House 1, Road 2, Zindabazar",
      message: "",
    });
    expect(JSON.parse(orderRequestBody({ data, chargePoisha: 12_000 }, items, 32_100))).toEqual({
      customer_name: "Rahim",
      customer_phone: data.phone,
      customer_email: null,
      city: "Sylhet",
      area: "Zindabazar",
      delivery_location: "outside_dhaka",
      shipping_address: "House 1, Road 2, Zindabazar",
      message: null,
      total_amount: "441.00",
      delivery_charge: "120.00",
      items: [
        { product_id: 3, product_name: "Clay pot", quantity: 2, price: "120.50" },
        { product_id: 9, product_name: "Jute bag", quantity: 1, price: "80.00" },
      ],
    });
  });

  it("is the same text for the same form and cart, so a retry keeps its Idempotency-Key", () => {
    const data = CheckoutSchema.parse({ name: "Rahim", phone: "01712345678", city: "Dhaka", deliveryLocation: "inside_dhaka", address: "House 1, Road 2, Dhanmondi" });
    expect(orderRequestBody({ data, chargePoisha: 6000 }, items, 32_100)).toBe(orderRequestBody({ data, chargePoisha: 6000 }, [...items], 32_100));
  });

  it("sends a free delivery as a charge of 0 (informational: the server applies the rule itself)", () => {
    const data = CheckoutSchema.parse({ name: "Rahim", phone: "01712345678", city: "Dhaka", deliveryLocation: "inside_dhaka", address: "House 1, Road 2, Dhanmondi" });
    expect(JSON.parse(orderRequestBody({ data, chargePoisha: 0 }, items, 320_100))).toMatchObject({ delivery_charge: "0.00", total_amount: "3201.00" });
  });
});
