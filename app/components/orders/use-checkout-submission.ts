import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/toast";
import type { CartLine } from "~/lib/cart";
import { orderTotalPoisha } from "~/lib/delivery";
import { poishaToDecimal } from "~/lib/money";
import { type CheckoutData, EMPTY_CART_MESSAGE } from "~/lib/schemas/checkout";
import { useCart } from "./cart-store";
import { endCheckoutAttempt, idempotencyKeyFor } from "./checkout-attempt";
import { useLang, useLocalePath } from "~/components/i18n";
import { LOCALE_HEADER } from "~/lib/i18n";
import { localizeFormMessage } from "~/lib/form-messages";
import * as m from "~/paraglide/messages";


/** What the checkout form hands over: its data and the delivery charge (poisha) its summary shows. */
export type CheckoutSubmission = { data: CheckoutData; chargePoisha: number };

/** The JSON body POST /api/orders expects for this form and cart (amounts in decimal taka). */
export function orderRequestBody({ data, chargePoisha }: CheckoutSubmission, items: readonly CartLine[], subtotalPoisha: number): string {
  return JSON.stringify({
    customer_name: data.name,
    customer_phone: data.phone,
    customer_email: null,
    city: data.city,
    area: data.area,
    delivery_location: data.deliveryLocation,
    shipping_address: data.address,
    message: data.message,
    // Sent because the API contract has them; the server ignores them and prices the order itself.
    total_amount: poishaToDecimal(orderTotalPoisha(subtotalPoisha, chargePoisha)),
    delivery_charge: poishaToDecimal(chargePoisha),
    items: items.map((line) => ({
      product_id: line.product.id,
      product_name: line.product.name,
      quantity: line.quantity,
      price: line.product.price,
    })),
  });
}

/**
 * Places the order for the cart: one request per attempt (a retry of the same body reuses its
 * Idempotency-Key), then clears the cart and opens the confirmation, or toasts the server's reason.
 * `onCartRefused` runs when the server refused the cart as it is (409: prices or stock moved).
 */
export function useCheckoutSubmission(onCartRefused: () => void) {
  const navigate = useNavigate();
  const lang = useLang();
  const to = useLocalePath();
  const failed = () => m.order_failed({}, lang);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState(false);
  // State updates land after the click; the ref stops a second submit that arrives before them.
  const submittingRef = useRef(false);

  /** Submits unless a submission is out or the cart is empty; `check` validates the form and returns its data, or undefined to stop. */
  async function submit(check: () => CheckoutSubmission | undefined) {
    if (submittingRef.current) return;
    const { items, total, clear } = useCart.getState();
    if (items.length === 0) {
      toast.error(localizeFormMessage(EMPTY_CART_MESSAGE, lang.locale));
      return;
    }
    const checked = check();
    if (!checked) return;

    const body = orderRequestBody(checked, items, total);
    submittingRef.current = true;
    setSubmitting(true);
    try {
      const response = await fetch("/api/orders", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Idempotency-Key": idempotencyKeyFor(body),
          // The server answers a refusal in the page's language.
          [LOCALE_HEADER]: lang.locale,
        },
        body,
      });
      const payload = (await response.json().catch(() => null)) as { order?: { id?: string }; error?: string } | null;
      const orderId = payload?.order?.id;
      if (!response.ok || !orderId) {
        toast.error(payload?.error || failed());
        if (response.status === 409) onCartRefused();
        return;
      }
      endCheckoutAttempt();
      setPlaced(true);
      clear();
      toast.success(m.order_placed({}, lang));
      void navigate(to(`/order-confirmation/${orderId}`));
    } catch {
      toast.error(failed());
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }

  return { submit, submitting, placed };
}
