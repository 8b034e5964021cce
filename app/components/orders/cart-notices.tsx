import { Info } from "lucide-react";
import { Link } from "react-router";
import type { CartNotice } from "./cart-changes";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/**
 * What changed in the cart since it was filled (prices, stock, products no longer sold). With
 * `linkToCart` (the checkout, which has no quantity controls) a notice that needs a cart change
 * links to /cart.
 */
export function CartNotices({ notices, linkToCart = false }: { notices: CartNotice[]; linkToCart?: boolean }) {
  const lang = useLang();
  const to = useLocalePath();
  if (notices.length === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4" />
        {m.notice_title({}, lang)}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notices.map((notice) => (
          <li key={notice.key}>
            {notice.text}
            {linkToCart && notice.needsCartChange ? (
              <>
                {" "}
                <Link to={to("/cart")} className="font-medium underline hover:no-underline">
                  {m.notice_edit_cart({}, lang)}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
