import MarkdownIt from "markdown-it";
import { type Locale, localizePath } from "~/lib/i18n";

// The owner's pages are Markdown rendered here, on the server only (the storefront's browser code
// never carries a Markdown parser). html: false escapes any raw HTML, so a <script> or an onerror
// attribute shows as text; markdown-it's own link check refuses javascript:, vbscript:, file: and
// data: links. Images are off: a page's pictures would load from anywhere, and no page needs one.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable(["image"]);

const defaultLinkOpen = markdown.renderer.rules.link_open;

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const href = String(token.attrGet("href") ?? "");
  const locale = (env as RenderEnv | undefined)?.locale ?? "en";
  // A link to one of the shop's own pages opens it in the page's language: "/contact" is /bn/contact on /bn.
  if (href.startsWith("/") && !href.startsWith("//")) token.attrSet("href", localizePath(href, locale));
  else if (/^https?:/i.test(href)) token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen ? defaultLinkOpen(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
};

type RenderEnv = { locale: Locale };

/** The page's Markdown as safe HTML for `locale` (links to the shop's pages localised). */
export function renderMarkdown(source: string, locale: Locale): string {
  return markdown.render(source, { locale } satisfies RenderEnv);
}

/** Escapes Markdown's special characters in a value placed into a page (a zone's name may hold "|" or "*"). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]{}()#+\-.!|<>~]/g, (c) => `\\${c}`).replace(/\s+/g, " ");
}
