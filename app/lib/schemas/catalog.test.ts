import { describe, expect, it } from "vitest";
import {
  BannerFormSchema,
  CategoryFormSchema,
  parseBannerForm,
  parseProductForm,
  ProductFormSchema,
} from "./catalog";

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesFor = (result: Issues) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

const form = (entries: [string, string][]) => {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
};

const validProduct = {
  name: "Cotton Saree",
  slug: "cotton-saree",
  description: "Soft",
  price: "1250.5",
  category_id: "3",
  stock_quantity: "10",
  image_url: "/uploads/products/a.webp",
  images: ["https://cdn.example.com/b.webp"],
  is_featured: "on",
  is_active: "true",
};

describe("ProductFormSchema", () => {
  it("parses form strings into typed values", () => {
    expect(ProductFormSchema.parse(validProduct)).toEqual({
      name: "Cotton Saree",
      name_bn: null,
      slug: "cotton-saree",
      description: "Soft",
      description_bn: null,
      price: "1250.50",
      category_id: 3,
      stock_quantity: 10,
      image_url: "/uploads/products/a.webp",
      images: ["https://cdn.example.com/b.webp"],
      is_featured: true,
      is_active: true,
    });
  });

  it("applies defaults for a minimal object", () => {
    expect(ProductFormSchema.parse({ name: "X", slug: "x", price: 10, category_id: 1 })).toEqual({
      name: "X",
      name_bn: null,
      slug: "x",
      description: null,
      description_bn: null,
      price: "10.00",
      category_id: 1,
      stock_quantity: 0,
      image_url: null,
      images: [],
      is_featured: false,
      is_active: true,
    });
  });

  it.each([
    ["price 0", { price: "0" }, "price", "0.00"],
    ["price max", { price: "99999999.99" }, "price", "99999999.99"],
    ["price number", { price: 19.9 }, "price", "19.90"],
    ["price trimmed", { price: " 5 " }, "price", "5.00"],
    ["price in Bangla digits", { price: "১২৫০.৫০" }, "price", "1250.50"],
    ["stock in Bangla digits", { stock_quantity: "১২" }, "stock_quantity", 12],
    ["stock empty → 0", { stock_quantity: "" }, "stock_quantity", 0],
    ["stock 0", { stock_quantity: "0" }, "stock_quantity", 0],
    ["description empty → null", { description: "" }, "description", null],
    ["description blank → null", { description: "  " }, "description", null],
    ["image empty → null", { image_url: "" }, "image_url", null],
    ["image null", { image_url: null }, "image_url", null],
    ["switch off", { is_featured: "off" }, "is_featured", false],
    ["switch false", { is_active: "false" }, "is_active", false],
    ["switch boolean", { is_active: false }, "is_active", false],
  ] as const)("%s", (_, patch, key, expected) => {
    expect(ProductFormSchema.parse({ ...validProduct, ...patch })[key]).toEqual(expected);
  });

  it.each([
    ["name empty", { name: "" }, "name: Name is required"],
    ["name blank", { name: "   " }, "name: Name is required"],
    ["name missing", { name: undefined }, "name: Name is required"],
    ["name too long", { name: "x".repeat(201) }, "name: Name must be at most 200 characters"],
    ["slug empty", { slug: "" }, "slug: Slug is required"],
    ["slug missing", { slug: undefined }, "slug: Slug is required"],
    ["slug invalid", { slug: "Bad Slug" }, "slug: Slug may only contain lowercase letters, numbers, underscores and single hyphens"],
    ["price empty", { price: "" }, "price: Price is required"],
    ["price missing", { price: undefined }, "price: Price is required"],
    ["price 3 decimals", { price: "1.234" }, "price: Price must be a valid amount with at most 2 decimals"],
    ["price negative", { price: "-1" }, "price: Price must be a valid amount with at most 2 decimals"],
    ["price text", { price: "abc" }, "price: Price must be a valid amount with at most 2 decimals"],
    ["price too big", { price: "100000000" }, "price: Price must be at most ৳99,999,999.99"],
    ["category empty", { category_id: "" }, "category_id: Category is required"],
    ["category missing", { category_id: undefined }, "category_id: Category is required"],
    ["category 0", { category_id: "0" }, "category_id: Category is required"],
    ["category text", { category_id: "abc" }, "category_id: Category is required"],
    ["category hex", { category_id: "0x10" }, "category_id: Category is required"],
    ["stock negative", { stock_quantity: "-1" }, "stock_quantity: Stock quantity must be positive"],
    ["stock fraction", { stock_quantity: "1.5" }, "stock_quantity: Stock quantity must be a whole number"],
    ["stock text", { stock_quantity: "many" }, "stock_quantity: Stock quantity must be a whole number"],
    ["stock huge", { stock_quantity: "3000000000" }, "stock_quantity: Stock quantity must be a whole number"],
    ["image javascript", { image_url: "javascript:alert(1)" }, "image_url: Must be a valid URL"],
    ["image relative", { image_url: "a.jpg" }, "image_url: Must be a valid URL"],
    ["images bad entry", { images: ["/ok.jpg", "nope"] }, "images.1: Must be a valid URL"],
    ["images empty entry", { images: [""] }, "images.0: Must be a valid URL"],
    ["images not a list", { images: "https://x.example/a.jpg" }, "images: Must be a valid URL"],
    ["switch garbage", { is_active: "maybe" }, "is_active: Invalid input: expected boolean, received string"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(ProductFormSchema.safeParse({ ...validProduct, ...patch }))).toEqual([message]);
  });
});

describe("Bangla fields", () => {
  it("keeps trimmed Bangla text and saves empty or blank as null", () => {
    expect(ProductFormSchema.parse({ ...validProduct, name_bn: " সুতির শাড়ি ", description_bn: "নরম" })).toMatchObject({
      name_bn: "সুতির শাড়ি",
      description_bn: "নরম",
    });
    expect(ProductFormSchema.parse({ ...validProduct, name_bn: "", description_bn: "   " })).toMatchObject({ name_bn: null, description_bn: null });
    expect(CategoryFormSchema.parse({ name: "Sarees", slug: "sarees", name_bn: "শাড়ি" }).name_bn).toBe("শাড়ি");
    expect(BannerFormSchema.parse({ title: "Eid", image_url: "/b.webp", title_bn: "ঈদ", subtitle_bn: "", button_text_bn: "কিনুন" })).toMatchObject({
      title_bn: "ঈদ",
      subtitle_bn: null,
      button_text_bn: "কিনুন",
    });
  });

  it.each([
    ["product name", ProductFormSchema, { ...validProduct, name_bn: "ক".repeat(201) }, "name_bn: Name (বাংলা) must be at most 200 characters"],
    ["product description", ProductFormSchema, { ...validProduct, description_bn: "ক".repeat(10_001) }, "description_bn: Description (বাংলা) must be at most 10000 characters"],
    ["category name", CategoryFormSchema, { name: "S", slug: "s", name_bn: "ক".repeat(101) }, "name_bn: Name (বাংলা) must be at most 100 characters"],
    ["category description", CategoryFormSchema, { name: "S", slug: "s", description_bn: "ক".repeat(2001) }, "description_bn: Description (বাংলা) must be at most 2000 characters"],
    ["banner title", BannerFormSchema, { title: "E", image_url: "/b.webp", title_bn: "ক".repeat(201) }, "title_bn: Title (বাংলা) must be at most 200 characters"],
    ["banner subtitle", BannerFormSchema, { title: "E", image_url: "/b.webp", subtitle_bn: "ক".repeat(301) }, "subtitle_bn: Subtitle (বাংলা) must be at most 300 characters"],
    ["banner button", BannerFormSchema, { title: "E", image_url: "/b.webp", button_text_bn: "ক".repeat(51) }, "button_text_bn: Button text (বাংলা) must be at most 50 characters"],
  ] as const)("limits the Bangla %s like its English twin", (_, schema, input, message) => {
    expect(messagesFor(schema.safeParse(input))).toEqual([message]);
  });

  it("accepts Bangla texts at exactly the limit", () => {
    expect(ProductFormSchema.safeParse({ ...validProduct, name_bn: "ক".repeat(200) }).success).toBe(true);
    expect(BannerFormSchema.safeParse({ title: "E", image_url: "/b.webp", button_text_bn: "ক".repeat(50) }).success).toBe(true);
  });

  it("reads the Bangla fields from posted forms", () => {
    const product = parseProductForm(
      form([["name", "Saree"], ["name_bn", "শাড়ি"], ["slug", "saree"], ["description_bn", "জামদানি"], ["price", "10"], ["category_id", "1"]]),
    );
    expect(product.data).toMatchObject({ name_bn: "শাড়ি", description_bn: "জামদানি" });
    const banner = parseBannerForm(form([["title", "Eid"], ["title_bn", "ঈদ"], ["subtitle_bn", "ছাড়"], ["button_text_bn", "কিনুন"], ["image_url", "/b.webp"]]));
    expect(banner.data).toMatchObject({ title_bn: "ঈদ", subtitle_bn: "ছাড়", button_text_bn: "কিনুন" });
  });
});

describe("parseProductForm", () => {
  const base: [string, string][] = [
    ["name", "Cotton Saree"],
    ["slug", "cotton-saree"],
    ["description", ""],
    ["price", "1250"],
    ["category_id", "3"],
    ["stock_quantity", "4"],
    ["image_url", ""],
  ];

  it.each([
    ["switches absent → both false", [], { is_featured: false, is_active: false, images: [] }],
    ["switches on", [["is_featured", "on"], ["is_active", "on"]], { is_featured: true, is_active: true, images: [] }],
    ["repeated images", [["images", "/a.jpg"], ["images", "/b.jpg"]], { images: ["/a.jpg", "/b.jpg"] }],
    ["images as JSON", [["images", '["/a.jpg","https://x.example/b.jpg"]']], { images: ["/a.jpg", "https://x.example/b.jpg"] }],
    ["blank image entries dropped", [["images", ""]], { images: [] }],
  ] as [string, [string, string][], Record<string, unknown>][])("%s", (_, extra, expected) => {
    const result = parseProductForm(form([...base, ...extra]));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ ...expected, description: null, image_url: null, price: "1250.00" });
  });

  it.each([
    ["broken JSON images", [["images", "[oops"]], "images.0: Must be a valid URL"],
    ["JSON images with a bad URL", [["images", '["javascript:x"]']], "images.0: Must be a valid URL"],
    ["JSON images not a list of strings", [["images", "[1]"]], "images.0: Must be a valid URL"],
  ] as [string, [string, string][], string][])("rejects %s", (_, extra, message) => {
    expect(messagesFor(parseProductForm(form([...base, ...extra])))).toEqual([message]);
  });

  it("reports every missing required field with the spec's messages", () => {
    expect(messagesFor(parseProductForm(new FormData()))).toEqual([
      "name: Name is required",
      "slug: Slug is required",
      "price: Price is required",
      "category_id: Category is required",
    ]);
  });

  it("treats an uploaded file in a text field as missing", () => {
    const fd = form(base.filter(([k]) => k !== "name"));
    fd.append("name", new Blob(["x"]), "x.txt");
    expect(messagesFor(parseProductForm(fd))).toEqual(["name: Name is required"]);
  });
});

describe("CategoryFormSchema", () => {
  it("parses and nulls an empty description", () => {
    expect(CategoryFormSchema.parse({ name: " Sarees ", slug: "sarees", description: "" })).toEqual({
      name: "Sarees",
      name_bn: null,
      slug: "sarees",
      description: null,
      description_bn: null,
    });
  });

  it.each([
    ["name", { name: "" }, "name: Name is required"],
    ["slug", { slug: "" }, "slug: Slug is required"],
    ["slug invalid", { slug: "-x" }, "slug: Slug may only contain lowercase letters, numbers, underscores and single hyphens"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(CategoryFormSchema.safeParse({ name: "Sarees", slug: "sarees", ...patch }))).toEqual([message]);
  });
});

describe("BannerFormSchema", () => {
  const validBanner = { title: "Eid Sale", image_url: "/uploads/banners/eid.webp" };

  it("applies defaults", () => {
    expect(BannerFormSchema.parse(validBanner)).toEqual({
      title: "Eid Sale",
      title_bn: null,
      subtitle: null,
      subtitle_bn: null,
      image_url: "/uploads/banners/eid.webp",
      link_url: null,
      button_text: null,
      button_text_bn: null,
      display_order: 0,
      is_active: true,
    });
  });

  it.each([
    ["internal link", { link_url: "/product/cotton-saree" }, "link_url", "/product/cotton-saree"],
    ["external link", { link_url: "https://example.com/x" }, "link_url", "https://example.com/x"],
    ["empty link → null", { link_url: "" }, "link_url", null],
    ["blank link → null", { link_url: "  " }, "link_url", null],
    ["order from text", { display_order: "3" }, "display_order", 3],
    ["empty order → 0", { display_order: "" }, "display_order", 0],
    ["empty button text → null", { button_text: "" }, "button_text", null],
    ["https image", { image_url: "https://cdn.example.com/a.jpg" }, "image_url", "https://cdn.example.com/a.jpg"],
  ] as const)("%s", (_, patch, key, expected) => {
    expect(BannerFormSchema.parse({ ...validBanner, ...patch })[key]).toEqual(expected);
  });

  it.each([
    ["title empty", { title: "" }, "title: Title is required"],
    ["title missing", { title: undefined }, "title: Title is required"],
    ["image empty", { image_url: "" }, "image_url: Must be a valid URL"],
    ["image missing", { image_url: undefined }, "image_url: Must be a valid URL"],
    ["image data URL", { image_url: "data:image/png;base64,AAAA" }, "image_url: Must be a valid URL"],
    ["link javascript", { link_url: "javascript:alert(1)" }, "link_url: Must be a valid URL"],
    ["link protocol-relative", { link_url: "//evil.example" }, "link_url: Must be a valid URL"],
    ["link bare word", { link_url: "shop" }, "link_url: Must be a valid URL"],
    ["order negative", { display_order: "-1" }, "display_order: Order must be positive"],
    ["order fraction", { display_order: "1.5" }, "display_order: Order must be a whole number"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(BannerFormSchema.safeParse({ ...validBanner, ...patch }))).toEqual([message]);
  });
});

describe("parseBannerForm", () => {
  it.each([
    ["switch absent → inactive", [], false],
    ["switch on → active", [["is_active", "on"]], true],
  ] as [string, [string, string][], boolean][])("%s", (_, extra, active) => {
    const result = parseBannerForm(form([["title", "Eid"], ["image_url", "/b.webp"], ["link_url", ""], ...extra]));
    expect(result.data).toMatchObject({ is_active: active, link_url: null, display_order: 0 });
  });
});
