import type { Locale } from "./i18n";

// Product options and variants (docs/decisions/016-product-variants.md): a product has up to
// MAX_OPTIONS options, each an ordered list of values; a variant is one value of every option. A
// product without options has exactly one variant, whose label is empty. These rules are shared by
// the product page (which values can still be bought), the cart, the admin dialog and the server.

export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;

export type OptionValue = { id: number; value: string; valueBn?: string | null };
export type ProductOption = { id: number; name: string; nameBn?: string | null; values: OptionValue[] };
/** A variant's chosen value per option id. */
export type Choice = Record<number, number>;
export type VariantFacts = { id: number; values: Choice; stock: number; active: boolean; price: number };

/** Every combination of one value per option, in option order then value order (the first option varies slowest); [{}] without options. */
export function combinations(options: ProductOption[]): Choice[] {
  let result: Choice[] = [{}];
  for (const option of options) {
    result = result.flatMap((choice) => option.values.map((value) => ({ ...choice, [option.id]: value.id })));
  }
  return result;
}

/** The key of a combination, equal for equal choices whatever their order of keys. */
export function choiceKey(choice: Choice): string {
  return Object.keys(choice)
    .map(Number)
    .sort((a, b) => a - b)
    .map((option) => `${option}:${choice[option]}`)
    .join(",");
}

/** The combinations of `options` no variant has yet ("Create variants" adds these). */
export function missingCombinations(options: ProductOption[], existing: Choice[]): Choice[] {
  const have = new Set(existing.map(choiceKey));
  return combinations(options).filter((choice) => !have.has(choiceKey(choice)));
}

/** Whether a shopper can buy a variant: active and in stock. */
export const isBuyable = (variant: Pick<VariantFacts, "active" | "stock">) => variant.active && variant.stock > 0;

/** Whether `variant` agrees with every value of a partial choice. */
const matches = (variant: VariantFacts, choice: Choice) =>
  Object.entries(choice).every(([option, value]) => variant.values[Number(option)] === value);

/**
 * Whether choosing `valueId` for `optionId`, keeping the other options' chosen values, leaves a
 * buyable variant: the product page shows the value disabled and struck through when it does not.
 */
export function isValueAvailable(variants: VariantFacts[], choice: Choice, optionId: number, valueId: number): boolean {
  const wanted = { ...choice, [optionId]: valueId };
  return variants.some((variant) => isBuyable(variant) && matches(variant, wanted));
}

/** The variant a complete choice names, or undefined (a choice missing an option names none). */
export function variantOf<V extends VariantFacts>(variants: V[], options: ProductOption[], choice: Choice): V | undefined {
  if (options.some((option) => choice[option.id] === undefined)) return undefined;
  return variants.find((variant) => matches(variant, choice));
}

/** The first option not chosen yet ("Choose a {option}"), or undefined when the choice is complete. */
export function firstUnchosen(options: ProductOption[], choice: Choice): ProductOption | undefined {
  return options.find((option) => choice[option.id] === undefined);
}

/** Lowest and highest price in poisha among the active variants (all variants when none is active); null without variants. */
export function priceRange(variants: Pick<VariantFacts, "price" | "active">[]): { min: number; max: number } | null {
  const active = variants.filter((variant) => variant.active);
  const pool = active.length ? active : variants;
  if (!pool.length) return null;
  const prices = pool.map((variant) => variant.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * "Size: M · Colour: Red" (Bangla names and values on /bn where they have them): each option in
 * order with the variant's value. Empty for a product without options.
 */
export function variantLabel(options: ProductOption[], choice: Choice, locale: Locale = "en"): string {
  return options
    .map((option) => {
      const value = option.values.find((v) => v.id === choice[option.id]);
      if (!value) return null;
      const name = (locale === "bn" && option.nameBn) || option.name;
      const text = (locale === "bn" && value.valueBn) || value.value;
      return `${name}: ${text}`;
    })
    .filter((part) => part !== null)
    .join(" · ");
}

/** The duplicate of a value in an option's list (case-insensitive, trimmed), or undefined. */
export function duplicateValue(values: string[]): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) return value.trim();
    seen.add(key);
  }
  return undefined;
}

/** An order line's name with its variant's label where it has one: "Eid Panjabi (Size: M · Colour: Red)". */
export function lineName(productName: string, label: string | null | undefined): string {
  return label ? `${productName} (${label})` : productName;
}
