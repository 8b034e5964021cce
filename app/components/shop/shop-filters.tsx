import { Check, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { type PriceBand, PRICE_BANDS } from "~/lib/price-bands";
import { useLang, useLocalePath } from "~/components/i18n";
import { type Locale, toBanglaDigits } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

/** A price band's label in the page's language ("Under ৳2000", "৳২০০০-এর কম"). */
function priceBandLabel(band: PriceBand, locale: Locale): string {
  const lang = { locale };
  const taka = (amount: number) => (locale === "bn" ? toBanglaDigits(`৳${amount}`) : `৳${amount}`);
  if (band.min === undefined) return m.price_all({}, lang);
  if (band.max === null || band.max === undefined) return m.price_over({ amount: taka(band.min) }, lang);
  if (band.min === 0) return m.price_under({ amount: taka(band.max) }, lang);
  return m.price_between({ low: taka(band.min), high: taka(band.max) }, lang);
}

export type ShopFilterValues = { categoryId: number | null; q: string; price: string };

/** Typing pauses this long before the list follows the search box. */
const TYPING_DELAY_MS = 400;

/** The query string for a filter form: empty and default values are left out so URLs stay short. */
function filterParams(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed && !(key === "price" && trimmed === "all")) params.set(key, trimmed);
  }
  return params;
}

/**
 * The /shop filter sidebar: a GET form, so filters live in the URL and work without JavaScript
 * (the Apply button then submits it). With JavaScript every change applies at once. Categories
 * are single-choice, so they are radio inputs (drawn as check boxes, as the spec shows them).
 */
export function ShopFilters({ categories, filters }: { categories: { id: number; name: string }[]; filters: ShopFilterValues }) {
  const submit = useSubmit();
  const lang = useLang();
  const to = useLocalePath();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(filters.q);
  // The panel and the phone's sheet may both be in the page.
  const priceId = useId();

  // The choices follow the shopper's click at once and the URL's values whenever those change
  // (back button, a header link), as does the text box, except that the answer to our own search
  // must not overwrite what the shopper typed meanwhile.
  const current = { category: filters.categoryId?.toString() ?? "", price: filters.price, q: filters.q };
  const [shown, setShown] = useState(current);
  const [category, setCategory] = useState(current.category);
  const [price, setPrice] = useState(current.price);
  const [requestedQ, setRequestedQ] = useState(filters.q);
  if (current.category !== shown.category || current.price !== shown.price || current.q !== shown.q) {
    setShown(current);
    setCategory(current.category);
    setPrice(current.price);
    if (current.q !== requestedQ) setText(current.q);
  }

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  function apply(replace = false) {
    clearTimeout(typingTimer.current);
    if (!formRef.current) return;
    const params = filterParams(formRef.current);
    setRequestedQ(params.get("q") ?? "");
    void submit(params, { method: "get", action: to("/shop"), replace, preventScrollReset: true });
  }

  return (
    <form
      ref={formRef}
      method="get"
      action={to("/shop")}
      role="search"
      aria-label={m.filters_form_label({}, lang)}
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="flex gap-2">
        <Input
          type="search"
          name="q"
          placeholder={m.filters_search_placeholder({}, lang)}
          aria-label={m.filters_search_label({}, lang)}
          maxLength={100}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            clearTimeout(typingTimer.current);
            // Replace, not push: one history entry per search, not per keystroke.
            typingTimer.current = setTimeout(() => apply(true), TYPING_DELAY_MS);
          }}
        />
        <Button type="submit" variant="outline" size="icon" aria-label={m.search_button({}, lang)}>
          <Search aria-hidden="true" />
        </Button>
      </div>

      <fieldset>
        <legend className="mb-3 font-semibold">{m.filters_categories({}, lang)}</legend>
        <ul className="space-y-2">
          {[{ id: "", name: m.filters_all_categories({}, lang) }, ...categories.map((c) => ({ id: String(c.id), name: c.name }))].map((option) => (
            <li key={option.id}>
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <span className="relative flex size-4 shrink-0">
                  <input
                    type="radio"
                    name="category"
                    value={option.id}
                    checked={category === option.id}
                    onChange={() => {
                      setCategory(option.id);
                      apply();
                    }}
                    className="peer size-4 cursor-pointer appearance-none rounded-sm border border-gray-400 bg-white checked:border-brand-700 checked:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 focus-visible:outline-none"
                  />
                  <Check aria-hidden="true" className="pointer-events-none absolute inset-0 hidden size-4 p-0.5 text-white peer-checked:block" strokeWidth={3} />
                </span>
                {option.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div>
        <label htmlFor={priceId} className="mb-3 block font-semibold">
          {m.filters_price_range({}, lang)}
        </label>
        <select
          id={priceId}
          name="price"
          value={price}
          onChange={(event) => {
            setPrice(event.target.value);
            apply();
          }}
          className="h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none"
        >
          {PRICE_BANDS.map((band) => (
            <option key={band.value} value={band.value}>
              {priceBandLabel(band, lang.locale)}
            </option>
          ))}
        </select>
      </div>

      <noscript>
        <Button type="submit" className="w-full">
          {m.filters_apply({}, lang)}
        </Button>
      </noscript>
    </form>
  );
}
