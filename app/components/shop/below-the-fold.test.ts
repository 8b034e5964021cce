import { Writable } from "node:stream";
import { createElement, type ReactNode, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BelowTheFold } from "./below-the-fold";

/** Rendered in a page's body as entry.server renders a page read whole: everything finished, no boundary moved to the end. */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(createElement("html", null, createElement("body", null, element)), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              resolve(Buffer.concat(chunks).toString("utf8"));
              callback();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

/** A fallback that counts its renders, and a section long enough (over 500 bytes) for React to consider moving it. */
function fixture() {
  const seen = { fallbacks: 0 };
  function Skeleton() {
    seen.fallbacks += 1;
    return createElement("p", null, "Loading products");
  }
  const section = (items: string[]) => createElement("ul", null, ...items.map((item) => createElement("li", { key: item }, item)));
  const items = Array.from({ length: 40 }, (_, i) => `Product number ${i + 1}`);
  return { seen, fallback: createElement(Skeleton), section, items };
}

describe("BelowTheFold", () => {
  it("renders data that is already there in its own boundary, and never its fallback", async () => {
    const { seen, fallback, section, items } = fixture();
    const html = await renderWhole(createElement(BelowTheFold<string[]>, { data: items, fallback, children: section }));
    expect(html).toContain("<li>Product number 40</li>");
    // A finished boundary: the browser hydrates it in a pass of its own, after the page's.
    expect(html).toMatch(/<!--\$--><ul>.*<\/ul><!--\/\$-->/);
    expect(seen.fallbacks).toBe(0);
  });

  it("is needed: React renders a finished boundary's fallback all the same", async () => {
    const { seen, fallback, section, items } = fixture();
    const html = await renderWhole(createElement(Suspense, { fallback }, section(items)));
    expect(html).toContain("<li>Product number 40</li>");
    // Should React stop doing this, BelowTheFold can give every boundary its fallback.
    expect(seen.fallbacks).toBe(1);
  });

  it("waits behind its fallback for a promise, then shows the data", async () => {
    const { fallback, section, items } = fixture();
    let resolve!: (value: string[]) => void;
    const data = new Promise<string[]>((settle) => (resolve = settle));
    const rendered = renderWhole(createElement(BelowTheFold<string[]>, { data, fallback, children: section }));
    resolve(items);
    const html = await rendered;
    expect(html).toContain("<!--$-->");
    expect(html).toContain("<li>Product number 1</li>");
  });

  it("leaves out a section whose data failed", async () => {
    const { fallback, section } = fixture();
    const data = Promise.reject(new Error("query failed"));
    data.catch(() => undefined);
    const html = await renderWhole(createElement("main", null, createElement(BelowTheFold<string[]>, { data, fallback, children: section })));
    expect(html).not.toContain("<li>");
    expect(html).not.toContain("Loading products");
  });
});
