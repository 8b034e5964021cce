import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { FLAG_LABELS, historyLine, type OrderFlag, type PhoneHistory } from "~/lib/desk";

/** An order's flags, each a badge with its reason in words beside it. */
export function FlagList({ flags }: { flags: OrderFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="grid gap-1" aria-label="Flags">
      {flags.map((flag) => (
        <li key={flag.kind} className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">
            <AlertTriangle aria-hidden="true" className="size-3" />
            {FLAG_LABELS[flag.kind]}
          </span>
          <span className="text-gray-700">{flag.reason}</span>
        </li>
      ))}
    </ul>
  );
}

/** The phone's history line, linking to the orders list filtered by that phone. */
export function HistoryLink({ phone, history }: { phone: string; history: PhoneHistory }) {
  return (
    <Link to={`/admin/orders?q=${encodeURIComponent(phone)}`} className="text-xs text-brand-700 hover:underline">
      {historyLine(history)}
    </Link>
  );
}

/** "5 min ago", "3 h ago", "2 days ago" between two instants (the server's now, so the page hydrates alike). */
export function timeSince(from: Date | string, now: Date | string): string {
  const minutes = Math.max(0, Math.floor((new Date(now).getTime() - new Date(from).getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}
