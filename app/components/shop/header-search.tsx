import { Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useLang, useLocalePath } from "~/components/i18n";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import * as m from "~/paraglide/messages";

/**
 * The header search: trims, ignores an empty query, otherwise opens /search and clears
 * the box. A GET form to /search, so it also works before JavaScript has loaded.
 */
export function HeaderSearch({ id, onSearch, className }: { id: string; onSearch?: () => void; className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const lang = useLang();
  const to = useLocalePath();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    void navigate(to(`/search?q=${encodeURIComponent(q)}`));
    setText("");
    onSearch?.();
  }

  return (
    <form action={to("/search")} method="get" role="search" aria-label={m.search_form_label({}, lang)} onSubmit={onSubmit} className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {m.search_placeholder({}, lang)}
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        placeholder={m.search_placeholder({}, lang)}
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pr-11"
      />
      <button
        type="submit"
        aria-label={m.search_button({}, lang)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-600 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
