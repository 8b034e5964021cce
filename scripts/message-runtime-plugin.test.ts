import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messageRuntime } from "./message-runtime-plugin";

const REGISTRY = path.resolve(import.meta.dirname, "../app/paraglide/registry.js");

/** The registry as the build gives it, loaded as a module of its own. */
async function builtRegistry(): Promise<{ plural: (locale: string, input: unknown, options?: object) => string; number: (locale: string, input: unknown, options?: object) => string }> {
  const plugin = messageRuntime();
  const transform = plugin.transform as (this: { error: (message: string) => never }, code: string, id: string) => string;
  const code = transform.call({ error: (message) => { throw new Error(message); } }, readFileSync(REGISTRY, "utf8"), REGISTRY);
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

describe("messageRuntime's registry rewrite", () => {
  it("answers as Paraglide's registry does, building one formatter per locale and options", async () => {
    const registry = await builtRegistry();
    const built: string[] = [];
    const Original = Intl.PluralRules;
    // Counts what the registry builds (Intl's properties are writable; TypeScript's types say otherwise).
    const intl = Intl as { PluralRules: typeof Intl.PluralRules };
    intl.PluralRules = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built.push(String(args[0]));
      }
    } as typeof Intl.PluralRules;
    try {
      expect([1, 2, 5, 1, 2].map((n) => registry.plural("en", n, {}))).toEqual(["one", "other", "other", "one", "other"]);
      expect(registry.plural("bn", 1, {})).toBe(new Original("bn", {}).select(1));
      expect(registry.plural("en", 1, { type: "ordinal" })).toBe("one");
      expect(registry.plural("en", 2, { type: "ordinal" })).toBe("two");
    } finally {
      intl.PluralRules = Original;
    }
    expect(built).toEqual(["en", "bn", "en"]);
    expect(registry.number("bn", 1234, {})).toBe(new Intl.NumberFormat("bn", {}).format(1234));
  });

  it("fails the build when the registry has no formatter it knows", () => {
    const plugin = messageRuntime();
    const transform = plugin.transform as (this: { error: (message: string) => never }, code: string, id: string) => string;
    expect(() => transform.call({ error: (message) => { throw new Error(message); } }, "export function plural() {}", REGISTRY)).toThrow(/no Intl formatter/);
  });
});
