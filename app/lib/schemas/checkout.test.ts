import { describe, expect, it } from "vitest";
import { PHONE_ERROR } from "../phone";
import { CheckoutSchema, EMPTY_CART_MESSAGE, OrderRequestSchema } from "./checkout";

const validForm = {
  name: "Rahim Uddin",
  phone: "+880 1712-345678",
  city: "Dhaka",
  deliveryLocation: "outside_dhaka",
  address: "House 12, Road 5, Dhanmondi",
  message: "Call before delivery",
};

const messagesFor = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("CheckoutSchema", () => {
  it("normalises a valid form", () => {
    expect(CheckoutSchema.parse({ ...validForm, name: "  Rahim Uddin  " })).toEqual({
      ...validForm,
      phone: "01712345678",
      area: null,
    });
  });

  it.each([
    ["deliveryLocation: any zone key (the database says which exist)", { deliveryLocation: "dhaka_suburbs" }, "deliveryLocation", "dhaka_suburbs"],
    ["area missing → null", { area: undefined }, "area", null],
    ["area blank → null", { area: "  " }, "area", null],
    ["area trimmed", { area: " Dhanmondi " }, "area", "Dhanmondi"],
    ["message missing → null", { message: undefined }, "message", null],
    ["message empty → null", { message: "" }, "message", null],
    ["message blank → null", { message: "   " }, "message", null],
    ["message null → null", { message: null }, "message", null],
    ["message trimmed", { message: "  hi  " }, "message", "hi"],
    ["city trimmed", { city: " Sylhet " }, "city", "Sylhet"],
  ] as const)("%s", (_, patch, key, expected) => {
    expect(CheckoutSchema.parse({ ...validForm, ...patch })[key]).toEqual(expected);
  });

  it.each([
    ["name", { name: "A" }, "name: Name must be at least 2 characters"],
    ["name blank", { name: "  A  " }, "name: Name must be at least 2 characters"],
    ["name missing", { name: undefined }, "name: Name must be at least 2 characters"],
    ["name too long", { name: "x".repeat(101) }, "name: Name must be at most 100 characters"],
    ["phone", { phone: "01212345678" }, `phone: ${PHONE_ERROR}`],
    ["phone short", { phone: "0171234567" }, `phone: ${PHONE_ERROR}`],
    ["phone missing", { phone: undefined }, `phone: ${PHONE_ERROR}`],
    ["city", { city: "D" }, "city: City is required"],
    ["city missing", { city: undefined }, "city: City is required"],
    ["city too long", { city: "x".repeat(101) }, "city: City must be at most 100 characters"],
    ["location not a zone key", { deliveryLocation: "Inside Dhaka" }, "deliveryLocation: Please choose a delivery location"],
    ["location missing", { deliveryLocation: undefined }, "deliveryLocation: Please choose a delivery location"],
    ["area too long", { area: "x".repeat(101) }, "area: Area must be at most 100 characters"],
    ["address", { address: "Short st." }, "address: Please provide a complete address"],
    ["address missing", { address: undefined }, "address: Please provide a complete address"],
    ["address too long", { address: "x".repeat(501) }, "address: Address must be at most 500 characters"],
    ["message too long", { message: "x".repeat(1001) }, "message: Message must be at most 1000 characters"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(CheckoutSchema.safeParse({ ...validForm, ...patch }))).toEqual([message]);
  });
});

describe("OrderRequestSchema", () => {
  const validBody = {
    customer_name: "Rahim Uddin",
    customer_phone: "8801712345678",
    customer_email: null,
    city: "Dhaka",
    delivery_location: "inside_dhaka",
    shipping_address: "House 12, Road 5, Dhanmondi",
    message: "",
    total_amount: 1,
    delivery_charge: 0,
    items: [{ product_id: 7, product_name: "Saree", quantity: 2, price: 0.01 }],
  };

  it("keeps only what the server trusts", () => {
    expect(OrderRequestSchema.parse(validBody)).toEqual({
      customer_name: "Rahim Uddin",
      customer_phone: "01712345678",
      city: "Dhaka",
      area: null,
      delivery_location: "inside_dhaka",
      shipping_address: "House 12, Road 5, Dhanmondi",
      message: null,
      // The cart's product name stays only to name a deleted product in a refusal (never stored).
      items: [{ product_id: 7, product_name: "Saree", quantity: 2 }],
    });
  });

  it.each([
    ["a name", " Jamdani Saree ", "Jamdani Saree"],
    ["blank", "   ", undefined],
    ["missing", undefined, undefined],
    ["not text", 42, undefined],
    ["too long", "x".repeat(201), undefined],
  ])("product_name %s is kept as %j and never refuses the order", (_, productName, kept) => {
    const parsed = OrderRequestSchema.parse({ ...validBody, items: [{ product_id: 7, quantity: 1, product_name: productName }] });
    expect(parsed.items[0]?.product_name).toBe(kept);
  });

  it.each([
    ["no items", { items: [] }, `items: ${EMPTY_CART_MESSAGE}`],
    ["items missing", { items: undefined }, `items: ${EMPTY_CART_MESSAGE}`],
    ["items not an array", { items: "x" }, `items: ${EMPTY_CART_MESSAGE}`],
    [
      "too many lines",
      { items: Array.from({ length: 51 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) },
      "items: An order can hold at most 50 different products",
    ],
    ["product id 0", { items: [{ product_id: 0, quantity: 1 }] }, "items.0.product_id: Invalid product"],
    ["product id string", { items: [{ product_id: "7", quantity: 1 }] }, "items.0.product_id: Invalid product"],
    ["product id fraction", { items: [{ product_id: 1.5, quantity: 1 }] }, "items.0.product_id: Invalid product"],
    ["quantity 0", { items: [{ product_id: 7, quantity: 0 }] }, "items.0.quantity: Quantity must be at least 1"],
    ["quantity 1000", { items: [{ product_id: 7, quantity: 1000 }] }, "items.0.quantity: Quantity must be at most 999"],
    ["quantity fraction", { items: [{ product_id: 7, quantity: 1.5 }] }, "items.0.quantity: Quantity must be a whole number"],
    ["name", { customer_name: "A" }, "customer_name: Name must be at least 2 characters"],
    ["phone", { customer_phone: "01012345678" }, `customer_phone: ${PHONE_ERROR}`],
    ["city", { city: "" }, "city: City is required"],
    ["location not a zone key", { delivery_location: "Mars Base" }, "delivery_location: Please choose a delivery location"],
    ["location not text", { delivery_location: 1 }, "delivery_location: Please choose a delivery location"],
    ["area too long", { area: "x".repeat(101) }, "area: Area must be at most 100 characters"],
    ["address", { shipping_address: "x" }, "shipping_address: Please provide a complete address"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(OrderRequestSchema.safeParse({ ...validBody, ...patch }))).toEqual([message]);
  });

  it.each([
    ["omitted → null (the first active zone)", undefined, null],
    ["null → null", null, null],
    ["any zone key's format is accepted here; the database refuses unknown ones", "dhaka_suburbs", "dhaka_suburbs"],
  ])("delivery_location %s", (_, location, expected) => {
    expect(OrderRequestSchema.parse({ ...validBody, delivery_location: location }).delivery_location).toBe(expected);
  });

  it.each([
    ["২", 2],
    ["১২", 12],
    ["3", 3],
  ])("reads a quantity written as text %j (Bangla digits too) as %i", (quantity, expected) => {
    expect(OrderRequestSchema.parse({ ...validBody, items: [{ product_id: 7, quantity }] }).items[0]?.quantity).toBe(expected);
  });

  it("reads a phone number typed in Bangla digits", () => {
    expect(OrderRequestSchema.parse({ ...validBody, customer_phone: "০১৭১২৩৪৫৬৭৮" }).customer_phone).toBe("01712345678");
  });

  it.each([
    ["words", "two"],
    ["a Bangla fraction", "১.৫"],
  ])("refuses a quantity written as %s", (_, quantity) => {
    expect(messagesFor(OrderRequestSchema.safeParse({ ...validBody, items: [{ product_id: 7, quantity }] }))).toEqual(["items.0.quantity: Quantity must be a whole number"]);
  });

  it("takes an optional area", () => {
    expect(OrderRequestSchema.parse({ ...validBody, area: " Mirpur 10 " }).area).toBe("Mirpur 10");
  });

  it("EMPTY_CART_MESSAGE is the spec's text", () => {
    expect(EMPTY_CART_MESSAGE).toBe("Your cart is empty");
  });
});
