import path from "node:path";
import type { Plugin } from "vite";

const FACTORY = path.resolve(import.meta.dirname, "../app/components/lucide-icon.ts");

/**
 * Vite plugin: lucide-react's icon modules build their components with app/components/lucide-icon.ts
 * instead of lucide's own createLucideIcon (why: that file). Every environment, so the server
 * renders the markup the browser hydrates.
 */
export function lucideIcon(): Plugin {
  return {
    name: "haat:lucide-icon",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)) return FACTORY;
      return null;
    },
  };
}
