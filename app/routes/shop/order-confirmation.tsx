import { CheckCircle2, PackageSearch } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import { getOrderForConfirmation } from "~/.server/orders/read";
import { PageLoading } from "~/components/orders/page-loading";
import { Button } from "~/components/ui/button";
import { formatPrice } from "~/lib/money";
import type { Route } from "./+types/order-confirmation";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.order ? "Order Confirmed | Haat" : "Order not found | Haat" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const order = await getOrderForConfirmation(params.orderId);
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname.startsWith("/order-confirmation/")) return <PageLoading />;

  const { order } = loaderData;
  if (!order) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <PackageSearch aria-hidden="true" className="size-12 text-gray-400" />
        <h1 className="mt-4 text-2xl font-semibold">Order not found</h1>
        <Button asChild className="mt-8">
          <Link to="/shop">Continue Shopping</Link>
        </Button>
      </section>
    );
  }

  const details: [string, string][] = [
    ["Order Number", order.orderNumber],
    ["Name", order.customerName],
    ["Phone", order.customerPhone],
    ["Total Amount", formatPrice(order.totalAmount)],
    ["Delivery Location", order.deliveryZoneName],
    ["Estimated Delivery", order.deliveryEstimate],
    ["Payment", "Cash on Delivery"],
  ];

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Thank you for your order!</h1>
        <p className="mt-2 text-gray-600">We will call you to confirm your order before delivery.</p>
      </div>
      <div className="mt-8 rounded-lg border border-gray-200 p-6">
        <h2 className="text-lg font-semibold">Order Details</h2>
        <dl className="mt-4 divide-y divide-gray-100 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-gray-600">{label}</dt>
              <dd className="text-right font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-gray-600">Save your order number to check on your delivery later.</p>
        <Link
          to={`/track?order=${encodeURIComponent(order.orderNumber)}`}
          className="mt-1 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          Track your order
        </Link>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to="/shop">Continue Shopping</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </section>
  );
}
