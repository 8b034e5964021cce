import { Fragment } from "react";

type Tags = Record<string, (chunk: string) => React.ReactNode>;

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A whole catalogue sentence with light markup: `<b>7 days</b>` or `<link>Contact us</link>`, each
 * tag drawn by `tags`. The translator moves the tags with the words, so no sentence is cut into
 * fragments around its bold part or its link.
 */
export function RichText({ text, tags }: { text: string; tags: Tags }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", chunk = ""] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const draw = tags[name];
    parts.push(<Fragment key={match.index}>{draw ? draw(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** The common tag: bold. */
export const BOLD: Tags = { b: (chunk) => <strong>{chunk}</strong> };
