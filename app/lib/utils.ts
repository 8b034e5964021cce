import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. No tailwind-merge (8.9 kB gzipped on every page, and CPU in every server
 * render): a later class does not remove a conflicting earlier one, and with two Tailwind utilities
 * for the same property the stylesheet's order decides, not the class order. So a component's
 * className never sets what its base or variant classes set; what callers vary is a variant or prop.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
