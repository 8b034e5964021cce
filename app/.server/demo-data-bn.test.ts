import { describe, expect, it } from "vitest";
import { BannerFormSchema, CategoryFormSchema, ProductFormSchema } from "~/lib/schemas/catalog";
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_PRODUCTS } from "./demo-data";
import { DEMO_BANNERS_BN, DEMO_CATEGORIES_BN, DEMO_PRODUCTS_BN } from "./demo-data-bn";

const BENGALI = /[\u0980-\u09FF]/;

describe("the demo shop's Bangla catalogue texts", () => {
  it("name every demo category, product and banner, and nothing else", () => {
    expect(Object.keys(DEMO_CATEGORIES_BN).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.slug).sort());
    expect(Object.keys(DEMO_PRODUCTS_BN).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.slug).sort());
    expect(Object.keys(DEMO_BANNERS_BN).map(Number).sort()).toEqual(DEMO_BANNERS.map((b) => b.displayOrder).sort());
  });

  it("are in Bengali script, present exactly where the English text is, and pass the admin forms' rules", () => {
    for (const c of DEMO_CATEGORIES) {
      const bn = DEMO_CATEGORIES_BN[c.slug]!;
      expect([bn.name, bn.description], c.slug).toEqual([expect.stringMatching(BENGALI), expect.stringMatching(BENGALI)]);
      const parsed = CategoryFormSchema.safeParse({ name: c.name, slug: c.slug, name_bn: bn.name, description_bn: bn.description });
      expect(parsed.success, c.slug).toBe(true);
    }
    for (const p of DEMO_PRODUCTS) {
      const bn = DEMO_PRODUCTS_BN[p.slug]!;
      expect(bn.name, p.slug).toMatch(BENGALI);
      expect(bn.description === null, p.slug).toBe(p.description === null);
      if (bn.description !== null) expect(bn.description, p.slug).toMatch(BENGALI);
      const parsed = ProductFormSchema.safeParse({ name: p.name, slug: p.slug, price: p.price, category_id: 1, name_bn: bn.name, description_bn: bn.description });
      expect(parsed.success, p.slug).toBe(true);
    }
    for (const b of DEMO_BANNERS) {
      const bn = DEMO_BANNERS_BN[b.displayOrder]!;
      expect(bn.title).toMatch(BENGALI);
      expect([bn.subtitle === null, bn.buttonText === null]).toEqual([b.subtitle === null, b.buttonText === null]);
      const parsed = BannerFormSchema.safeParse({ title: b.title, image_url: "/b.webp", title_bn: bn.title, subtitle_bn: bn.subtitle, button_text_bn: bn.buttonText });
      expect(parsed.success, b.title).toBe(true);
    }
  });
});

describe("the demo shop's products", () => {
  it("each have at least one picture", () => {
    expect(DEMO_PRODUCTS.filter((p) => p.imageCount < 1).map((p) => p.slug)).toEqual([]);
  });
});
