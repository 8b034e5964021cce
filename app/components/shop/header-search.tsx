import { Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useLocalePath } from "~/components/i18n";
import { useShellTexts } from "~/components/shop/shell-texts";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/**
 * The header search: trims, ignores an empty query, otherwise opens /search and clears
 * the box. A GET form to /search, so it also works before JavaScript has loaded.
 */
export function HeaderSearch({ id, onSearch, className }: { id: string; onSearch?: () => void; className?: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const { search } = useShellTexts();
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
    // data-discover: React Router learns the /search route from this form once the page has hydrated,
    // as it does for links, instead of asking the server for it when the shopper searches.
    <form
      action={to("/search")}
      method="get"
      role="search"
      aria-label={search.form}
      onSubmit={onSubmit}
      className={cn("relative", className)}
      data-discover="true"
    >
      <label htmlFor={id} className="sr-only">
        {search.placeholder}
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        placeholder={search.placeholder}
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="pr-11"
      />
      <button
        type="submit"
        aria-label={search.button}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-600 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
