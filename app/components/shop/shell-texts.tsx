import { createContext, use } from "react";
import type { ShellTexts } from "~/lib/shell-texts";

const ShellTextsContext = createContext<ShellTexts | null>(null);

/** Given by the shop layout: its loader's header and footer texts, in the page's language. */
export const ShellTextsProvider = ShellTextsContext;

/** The header's and footer's texts (app/lib/shell-texts.ts); only inside the shop layout. */
export function useShellTexts(): ShellTexts {
  const texts = use(ShellTextsContext);
  if (!texts) throw new Error("useShellTexts is used outside the shop layout.");
  return texts;
}
