import { Info } from "lucide-react";
import { Link } from "react-router";
import type { CartNotice } from "./cart-changes";

/**
 * What changed in the cart since it was filled (prices, stock, products no longer sold). With
 * `linkToCart` (the checkout, which has no quantity controls) a notice that needs a cart change
 * links to /cart.
 */
export function CartNotices({ notices, linkToCart = false }: { notices: CartNotice[]; linkToCart?: boolean }) {
  if (notices.length === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4" />
        Your cart was updated
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {notices.map((notice) => (
          <li key={notice.key}>
            {notice.text}
            {linkToCart && notice.needsCartChange ? (
              <>
                {" "}
                <Link to="/cart" className="font-medium underline hover:no-underline">
                  Edit your cart
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
