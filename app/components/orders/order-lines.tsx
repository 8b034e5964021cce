import { useLang } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import { formatPrice, formatTaka, toPoisha } from "~/lib/money";
import * as m from "~/paraglide/messages";

export type OrderLinesData = {
  items: { id: number; productName: string; variantLabel?: string | null; quantity: number; price: string }[];
  /** Decimal taka, as the order stored them. */
  subtotal: string;
  deliveryCharge: string;
  totalAmount: string;
  deliveryZoneName: string;
};

/**
 * An order's lines (name, quantity × price, line total) and its sums, as /track and the confirmation
 * page show them. A delivery that cost nothing says "Free", as checkout said before the order.
 */
export function OrderLines({ order }: { order: OrderLinesData }) {
  const lang = useLang();
  const money = (decimal: string) => formatPrice(decimal, lang.locale);
  return (
    <>
      <ul className="mt-2 divide-y divide-gray-100 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block">{item.productName}</span>
              {item.variantLabel ? <span className="block text-gray-600">{item.variantLabel}</span> : null}
              <span className="text-gray-600">
                {formatCount(item.quantity, lang.locale)} × {money(item.price)}
              </span>
            </span>
            <span className="shrink-0 font-medium">{formatTaka(toPoisha(item.price) * item.quantity, lang.locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{m.summary_subtotal({}, lang)}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{m.checkout_delivery_location({}, lang)}</dt>
          <dd className="text-right">{order.deliveryZoneName}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{m.summary_delivery_charge({}, lang)}</dt>
          <dd>{toPoisha(order.deliveryCharge) === 0 ? m.summary_free({}, lang) : money(order.deliveryCharge)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>{m.summary_total({}, lang)}</dt>
          <dd>{money(order.totalAmount)}</dd>
        </div>
      </dl>
    </>
  );
}
