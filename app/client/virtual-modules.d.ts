/** The pre-hydration program, built from app/client/pre-hydration.ts (scripts/pre-hydration-plugin.ts). */
declare module "virtual:pre-hydration" {
  /** A function expression: `(source)(window, preloads, moduleSource, onIntent)` runs `preHydrate`. */
  const preHydration: string;
  export default preHydration;
}
