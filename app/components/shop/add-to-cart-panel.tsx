import { Minus, Plus, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/toast";
import { useCart } from "~/components/orders/cart-store";
import { Button } from "~/components/ui/button";
import type { CartProduct } from "~/lib/cart";

/** Quantity stepper (1 to the stock) and Add to Cart; the caller shows it only when stock is above 0. */
export function AddToCartPanel({ product, stock }: { product: CartProduct; stock: number }) {
  const add = useCart((state) => state.add);
  const [quantity, setQuantity] = useState(1);

  function addToCart() {
    add({ ...product, stock }, quantity);
    toast.success(`Added ${quantity} ${product.name} to cart`);
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex items-center rounded-md border border-gray-300" role="group" aria-label="Quantity">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Decrease quantity"
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
        >
          <Minus />
        </Button>
        <output className="w-12 text-center font-medium" aria-live="polite" aria-label="Quantity">
          {quantity}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Increase quantity"
          disabled={quantity >= stock}
          onClick={() => setQuantity((q) => Math.min(stock, q + 1))}
        >
          <Plus />
        </Button>
      </div>
      <Button size="lg" className="flex-1 sm:flex-none" onClick={addToCart}>
        <ShoppingCart aria-hidden="true" />
        Add to Cart
      </Button>
    </div>
  );
}
