import { Info } from "lucide-react";

/** What changed in the cart since it was filled (prices, stock, products no longer sold). */
export function CartNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4" />
        Your cart was updated
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </div>
  );
}
