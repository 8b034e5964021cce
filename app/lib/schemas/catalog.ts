import { z } from "zod";
import { toAsciiDigits } from "../i18n";
import { MAX_INT } from "../ids";
import { isValidMoney, poishaToDecimal, toPoisha } from "../money";
import { isValidSlug } from "../slug";
import { isSafeLink } from "../url";
import { MAX_AMOUNT_POISHA, optionalText, required } from "./fields";

// Admin forms post FormData (strings only); the same schemas also accept JSON-typed values.

const URL_ERROR = "Must be a valid URL";

const slug = required("Slug is required", 200, "Slug must be at most 200 characters").refine(isValidSlug, {
  error: "Slug may only contain lowercase letters, numbers, underscores and single hyphens",
});

const safeLink = z.string({ error: URL_ERROR }).trim().refine(isSafeLink, URL_ERROR);

const optionalLink = z
  .string({ error: URL_ERROR })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isSafeLink(v), URL_ERROR);

// Form fields arrive as strings: "" means "not given", and only plain digit strings become numbers
// (Number() alone would accept "1e3", "0x10" or " "). Digits typed on a Bangla keyboard ("১২") are
// the same digits, as in the storefront's phone and quantity fields.
const intInput = (v: unknown): unknown => {
  if (typeof v !== "string") return v;
  const s = toAsciiDigits(v).trim();
  if (s === "") return undefined;
  return /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
};

const int = (typeMessage: string) =>
  z.number({ error: typeMessage }).int(typeMessage).max(MAX_INT, typeMessage);

const TRUE_WORDS = new Set(["true", "on", "1"]);
const FALSE_WORDS = new Set(["false", "off", "0", ""]);

const boolInput = (v: unknown): unknown => {
  if (typeof v !== "string") return v;
  if (TRUE_WORDS.has(v)) return true;
  return FALSE_WORDS.has(v) ? false : v;
};

const flag = (fallback: boolean) => z.preprocess(boolInput, z.boolean().default(fallback));

// Each Bangla text is optional (empty is saved as null, and a Bangla page then shows the English
// one) and has its English twin's length limit.

export const ProductFormSchema = z.object({
  name: required("Name is required", 200, "Name must be at most 200 characters"),
  name_bn: optionalText(200, "Name (বাংলা) must be at most 200 characters"),
  slug,
  description: optionalText(10_000, "Description must be at most 10000 characters"),
  description_bn: optionalText(10_000, "Description (বাংলা) must be at most 10000 characters"),
  // Output is a canonical decimal string ("1234.50") for the numeric(12,2) column, never a float.
  price: z
    .preprocess(
      (v) => (typeof v === "number" ? String(v) : typeof v === "string" ? toAsciiDigits(v) : v),
      z.string({ error: "Price is required" }).trim().min(1, { error: "Price is required", abort: true }),
    )
    .refine(isValidMoney, { error: "Price must be a valid amount with at most 2 decimals", abort: true })
    .refine((v) => toPoisha(v) <= MAX_AMOUNT_POISHA, "Price must be at most ৳99,999,999.99")
    .transform((v) => poishaToDecimal(toPoisha(v))),
  category_id: z.preprocess(intInput, int("Category is required").positive("Category is required")),
  stock_quantity: z.preprocess(
    intInput,
    int("Stock quantity must be a whole number").min(0, "Stock quantity must be positive").default(0),
  ),
  image_url: optionalLink,
  images: z.array(safeLink, { error: URL_ERROR }).default([]),
  is_featured: flag(false),
  is_active: flag(true),
});

export type ProductFormData = z.output<typeof ProductFormSchema>;

export const CategoryFormSchema = z.object({
  name: required("Name is required", 100, "Name must be at most 100 characters"),
  name_bn: optionalText(100, "Name (বাংলা) must be at most 100 characters"),
  slug,
  description: optionalText(2000, "Description must be at most 2000 characters"),
  description_bn: optionalText(2000, "Description (বাংলা) must be at most 2000 characters"),
});

export type CategoryFormData = z.output<typeof CategoryFormSchema>;

export const BannerFormSchema = z.object({
  title: required("Title is required", 200, "Title must be at most 200 characters"),
  title_bn: optionalText(200, "Title (বাংলা) must be at most 200 characters"),
  subtitle: optionalText(300, "Subtitle must be at most 300 characters"),
  subtitle_bn: optionalText(300, "Subtitle (বাংলা) must be at most 300 characters"),
  image_url: safeLink,
  link_url: optionalLink,
  button_text: optionalText(50, "Button text must be at most 50 characters"),
  button_text_bn: optionalText(50, "Button text (বাংলা) must be at most 50 characters"),
  display_order: z.preprocess(
    intInput,
    int("Order must be a whole number").min(0, "Order must be positive").default(0),
  ),
  is_active: flag(true),
});

export type BannerFormData = z.output<typeof BannerFormSchema>;

const field = (formData: FormData, key: string): unknown => formData.get(key) ?? undefined;

// An unchecked checkbox or switch sends nothing, so in a posted form absence means false; the
// schema defaults (active by default) only apply to object input.
const switchField = (formData: FormData, key: string): unknown => formData.get(key) ?? false;

// Additional images arrive either as repeated "images" fields or as one JSON array string.
function imagesField(formData: FormData): unknown {
  const values = formData.getAll("images");
  const [first] = values;
  if (values.length === 1 && typeof first === "string" && first.trim().startsWith("[")) {
    try {
      return JSON.parse(first) as unknown;
    } catch {
      return [first];
    }
  }
  return values.filter((v) => v !== "");
}

/** Reads the admin product form (FormData) and validates it; price comes back as decimal taka ("1234.50"). */
export function parseProductForm(formData: FormData) {
  return ProductFormSchema.safeParse({
    name: field(formData, "name"),
    name_bn: field(formData, "name_bn"),
    slug: field(formData, "slug"),
    description: field(formData, "description"),
    description_bn: field(formData, "description_bn"),
    price: field(formData, "price"),
    category_id: field(formData, "category_id"),
    stock_quantity: field(formData, "stock_quantity"),
    image_url: field(formData, "image_url"),
    images: imagesField(formData),
    is_featured: switchField(formData, "is_featured"),
    is_active: switchField(formData, "is_active"),
  });
}

/** Reads the admin banner form (FormData) and validates it; display_order is a whole number ≥ 0. */
export function parseBannerForm(formData: FormData) {
  return BannerFormSchema.safeParse({
    title: field(formData, "title"),
    title_bn: field(formData, "title_bn"),
    subtitle: field(formData, "subtitle"),
    subtitle_bn: field(formData, "subtitle_bn"),
    image_url: field(formData, "image_url"),
    link_url: field(formData, "link_url"),
    button_text: field(formData, "button_text"),
    button_text_bn: field(formData, "button_text_bn"),
    display_order: field(formData, "display_order"),
    is_active: switchField(formData, "is_active"),
  });
}
