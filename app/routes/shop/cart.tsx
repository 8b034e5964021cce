import { ArrowLeft, Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { CartNotices } from "~/components/orders/cart-notices";
import { ProductThumb } from "~/components/orders/product-thumb";
import { useCartRefresh } from "~/components/orders/use-cart-refresh";
import { useCart } from "~/components/orders/cart-store";
import { Button } from "~/components/ui/button";
import { ButtonSlot } from "~/components/ui/button-slot";
import { Skeleton } from "~/components/ui/skeleton";
import { type CartLine, lineTotalPoisha } from "~/lib/cart";
import { formatPrice, formatTaka } from "~/lib/money";
import { productPath } from "~/lib/slug";
import type { Route } from "./+types/cart";
import { useLang, useLocalePath } from "~/components/i18n";
import { metaLang, titleStoreName } from "~/components/shop/meta";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: m.cart_title_tag({ storeName: titleStoreName(matches, location) }, metaLang(location)) },
  { name: "robots", content: "noindex" },
];

export default function CartPage() {
  const { items, total, hydrated } = useCart();
  const { notices } = useCartRefresh();
  const lang = useLang();
  const to = useLocalePath();

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{m.cart_heading({}, lang)}</h1>
        <ContinueShopping />
      </div>
      <CartNotices notices={notices} />
      {!hydrated ? (
        <CartSkeleton />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-gray-200 px-4 py-16 text-center">
          <ShoppingBag aria-hidden="true" className="size-12 text-gray-400" />
          <p className="mt-4 text-lg font-medium">{m.cart_empty({}, lang)}</p>
          <ButtonSlot className="mt-6">
            <Link to={to("/shop")}>{m.cart_continue({}, lang)}</Link>
          </ButtonSlot>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <ul className="space-y-4 lg:col-span-2" aria-label={m.cart_items_label({}, lang)}>
            {items.map((line) => (
              <CartLineRow key={line.product.id} line={line} />
            ))}
          </ul>
          <aside className="h-fit rounded-lg border border-gray-200 p-6" aria-labelledby="order-summary">
            <h2 id="order-summary" className="text-lg font-semibold">
              {m.order_summary({}, lang)}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-gray-600">{m.summary_subtotal({}, lang)}</dt>
                <dd className="font-medium">{formatTaka(total, lang.locale)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-gray-600">{m.cart_shipping({}, lang)}</dt>
                <dd className="text-gray-600">{m.cart_shipping_later({}, lang)}</dd>
              </div>
              <div className="flex justify-between border-t border-gray-200 pt-3 text-base font-semibold">
                <dt>{m.summary_total({}, lang)}</dt>
                <dd>{formatTaka(total, lang.locale)}</dd>
              </div>
            </dl>
            <ButtonSlot size="lg" className="mt-6 w-full">
              <Link to={to("/checkout")}>{m.cart_proceed({}, lang)}</Link>
            </ButtonSlot>
          </aside>
        </div>
      )}
    </section>
  );
}

function ContinueShopping() {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <Link to={to("/shop")} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.cart_continue({}, lang)}
    </Link>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const { product, quantity } = line;
  const updateQuantity = useCart((state) => state.updateQuantity);
  const remove = useCart((state) => state.remove);
  const lang = useLang();
  const to = useLocalePath();
  const name = product.name;
  const outOfStock = product.stock === 0;
  const short = product.stock !== undefined && product.stock > 0 && quantity > product.stock;

  return (
    <li className="flex gap-3 rounded-lg border border-gray-200 p-3 sm:gap-4 sm:p-4">
      <Link to={to(productPath(product.slug))} className="shrink-0">
        <ProductThumb src={product.image} alt={product.name} className="size-16 sm:size-20" />
      </Link>
      {/* Phone: name and remove on top, quantity and line total below. Wider: one row, remove last. */}
      <div className="grid min-w-0 flex-1 grid-cols-[1fr_auto] items-start gap-x-2 gap-y-3 sm:flex sm:items-center sm:gap-4">
        <div className="min-w-0 sm:flex-1">
          <Link to={to(productPath(product.slug))} className="font-medium hover:underline">
            {product.name}
          </Link>
          <p className="text-sm text-gray-600">{formatPrice(product.price, lang.locale)}</p>
          {outOfStock ? <p className="text-sm font-medium text-red-700">{m.product_out_of_stock({}, lang)}</p> : null}
          {short ? <p className="text-sm font-medium text-amber-700">{m.cart_only_available({ count: formatCount(product.stock ?? 0, lang.locale) }, lang)}</p> : null}
        </div>
        <Button
          variant="custom"
          size="icon-sm"
          className="text-red-600 hover:bg-red-50 sm:order-last"
          aria-label={m.cart_remove({ name }, lang)}
          onClick={() => remove(product.id)}
        >
          <Trash2 />
        </Button>
        <div className="col-span-2 flex items-center justify-between gap-4">
          <div className="flex items-center rounded-md border border-gray-300">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={m.cart_decrease({ name }, lang)}
              onClick={() => updateQuantity(product.id, quantity - 1)}
            >
              <Minus />
            </Button>
            <output className="w-10 text-center text-sm font-medium" aria-label={m.cart_quantity_of({ name }, lang)}>
              {formatCount(quantity, lang.locale)}
            </output>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={m.cart_increase({ name }, lang)}
              onClick={() => updateQuantity(product.id, quantity + 1)}
            >
              <Plus />
            </Button>
          </div>
          <p className="text-right font-semibold sm:w-28">{formatTaka(lineTotalPoisha(line), lang.locale)}</p>
        </div>
      </div>
    </li>
  );
}

function CartSkeleton() {
  const lang = useLang();
  return (
    <div className="grid gap-8 lg:grid-cols-3" aria-busy="true">
      <p className="sr-only" role="status">
        {m.cart_loading({}, lang)}
      </p>
      <div className="space-y-4 lg:col-span-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4 rounded-lg border border-gray-200 p-4">
            <Skeleton className="size-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-56" />
    </div>
  );
}
