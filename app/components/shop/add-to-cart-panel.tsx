import { Minus, Plus, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/toast";
import { useCart } from "~/components/orders/cart-store";
import { Button } from "~/components/ui/button";
import type { CartProduct } from "~/lib/cart";
import { useLang } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

/** Quantity stepper (1 to the stock) and Add to Cart; the caller shows it only when stock is above 0. */
export function AddToCartPanel({ product, stock }: { product: CartProduct; stock: number }) {
  const add = useCart((state) => state.add);
  const [quantity, setQuantity] = useState(1);
  const lang = useLang();

  function addToCart() {
    add({ ...product, stock }, quantity);
    toast.success(m.toast_added_quantity({ quantity: formatCount(quantity, lang.locale), name: product.name }, lang));
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex items-center rounded-md border border-gray-300" role="group" aria-label={m.quantity_label({}, lang)}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.quantity_decrease({}, lang)}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
        >
          <Minus />
        </Button>
        <output className="w-12 text-center font-medium" aria-live="polite" aria-label={m.quantity_label({}, lang)}>
          {formatCount(quantity, lang.locale)}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.quantity_increase({}, lang)}
          disabled={quantity >= stock}
          onClick={() => setQuantity((q) => Math.min(stock, q + 1))}
        >
          <Plus />
        </Button>
      </div>
      {/* grow basis-0, not flex-1: that shorthand also sets flex-shrink, which Button's shrink-0 sets. */}
      <Button size="lg" className="grow basis-0 sm:flex-none" onClick={addToCart}>
        <ShoppingCart aria-hidden="true" />
        {m.product_add_to_cart({}, lang)}
      </Button>
    </div>
  );
}
