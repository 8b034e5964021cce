import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { COURIER_FORMATS, courierCsv } from "./courier-csv";
import type { PaperworkOrder } from "~/lib/paperwork";

const order = (overrides: Partial<PaperworkOrder> = {}): PaperworkOrder => ({
  id: "0b6f1a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  orderNumber: "HT-7KQ2M9XP",
  createdAt: new Date("2026-11-20T08:00:00Z"),
  status: "confirmed",
  customerName: "Farhana Akter",
  customerPhone: "01712345678",
  shippingAddress: "House 12, Road 5",
  city: "Dhaka",
  area: "Dhanmondi",
  deliveryZoneName: "Inside Dhaka",
  subtotal: "1450.00",
  deliveryCharge: "60.00",
  totalAmount: "1510.00",
  message: "Please call before delivery.",
  items: [
    { productName: "Jamdani Saree", variantLabel: "Size: M · Colour: Red", sku: "JS-M-RED", quantity: 1, price: "1250.00" },
    { productName: "Clay Pot", variantLabel: null, sku: null, quantity: 2, price: "100.00" },
  ],
  ...overrides,
});

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];

describe("courier upload files", () => {
  it.each([
    [
      "steadfast",
      order(),
      {
        invoice: "HT-7KQ2M9XP",
        recipient_name: "Farhana Akter",
        recipient_phone: "01712345678",
        recipient_address: "House 12, Road 5, Dhanmondi, Dhaka",
        cod_amount: "1510",
        note: "Please call before delivery.",
      },
    ],
    [
      "steadfast",
      order({
        customerPhone: "+8801812000222",
        area: null,
        city: "Sylhet",
        shippingAddress: "Zindabazar",
        message: null,
        totalAmount: "1120.50",
      }),
      {
        invoice: "HT-7KQ2M9XP",
        recipient_name: "Farhana Akter",
        recipient_phone: "01812000222",
        recipient_address: "Zindabazar, Sylhet",
        cod_amount: "1120.50",
        note: "",
      },
    ],
    [
      "pathao",
      order(),
      {
        merchant_order_id: "HT-7KQ2M9XP",
        recipient_name: "Farhana Akter",
        recipient_phone: "01712345678",
        recipient_address: "House 12, Road 5, Dhanmondi, Dhaka",
        recipient_city: "",
        recipient_zone: "",
        recipient_area: "",
        delivery_type: "48",
        item_type: "2",
        special_instruction: "Please call before delivery.",
        item_quantity: "3",
        item_weight: "0.5",
        item_description: "1 × Jamdani Saree (Size: M · Colour: Red), 2 × Clay Pot",
        amount_to_collect: "1510",
      },
    ],
  ] as const)("%s: one row per order with the total to collect, 01XXXXXXXXX and the order number", (courier, input, expected) => {
    const csv = courierCsv(courier, [input]);
    expect(csv.split("\n")[0]).toBe(COURIER_FORMATS[courier].columns.join(","));
    expect(rowsOf(csv)).toEqual([expected]);
  });

  it.each(["steadfast", "pathao"] as const)("%s: orders keep the order given, and shoppers' text never runs as a formula", (courier) => {
    const csv = courierCsv(courier, [
      order({
        orderNumber: "HT-22222222",
        customerName: '=HYPERLINK("http://x.test","click")',
        message: '+call me, then, "ring"',
      }),
      order({ orderNumber: "HT-33333333", customerName: "@Rupa Das" }),
    ]);
    const rows = rowsOf(csv);
    const idColumn = COURIER_FORMATS[courier].columns[0]!;
    const noteColumn = courier === "steadfast" ? "note" : "special_instruction";
    expect(rows.map((row) => row[idColumn])).toEqual(["HT-22222222", "HT-33333333"]);
    expect(rows.map((row) => row.recipient_name)).toEqual(['\'=HYPERLINK("http://x.test","click")', "'@Rupa Das"]);
    expect(rows[0]![noteColumn]).toBe('\'+call me, then, "ring"');
  });

  it("writes only the header for no orders", () => {
    expect(courierCsv("steadfast", [])).toBe("invoice,recipient_name,recipient_phone,recipient_address,cod_amount,note\n");
  });
});
