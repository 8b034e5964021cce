import type { AdminHandle } from "~/lib/permissions";
import { Activity, Banknote, Package, ShoppingCart, TrendingDown, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { getDashboardStats, listRecentActivity } from "~/.server/admin/dashboard";
import { formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { Badge } from "~/components/ui/badge";
import { formatPrice } from "~/lib/money";
import { ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS } from "~/lib/order-status";
import type { Route } from "./+types/dashboard";

export const handle: AdminHandle = { permission: "panel" };

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader() {
  const [stats, activity] = await Promise.all([getDashboardStats(), listRecentActivity()]);
  return { stats, activity };
}

function StatCard({ title, value, note, icon: Icon }: { title: string; value: string; note: string; icon: typeof Package }) {
  return (
    <section aria-label={title} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-gray-600">{title}</h2>
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-gray-500">{note}</p>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, activity } = loaderData;
  const falling = stats.growth.startsWith("-");
  return (
    <>
      <PageHeader title="Dashboard" description="An overview of the store." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Total Products" value={stats.totalProducts.toLocaleString("en-US")} note="Active and inactive" icon={Package} />
        <StatCard title="Total Orders" value={stats.totalOrders.toLocaleString("en-US")} note="All time, every status" icon={ShoppingCart} />
        <StatCard title="Total Revenue" value={formatPrice(stats.revenue)} note="Cancelled and returned orders excluded" icon={Banknote} />
        <StatCard
          title="Growth"
          value={stats.growth}
          note={`Orders in the last 30 days (${stats.last30}) against the 30 days before (${stats.previous30})`}
          icon={falling ? TrendingDown : TrendingUp}
        />
      </div>

      <section aria-labelledby="recent-activity" className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
        <div className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-5 text-brand-700" />
          <h2 id="recent-activity" className="text-lg font-semibold">
            Recent Activity
          </h2>
        </div>
        {activity.length === 0 ? (
          <p className="mt-4 text-sm text-gray-600">No orders yet. New orders and status changes will appear here.</p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-100">
            {activity.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
                <Link to={`/admin/orders?q=${encodeURIComponent(event.orderNumber)}`} className="font-mono font-semibold text-brand-700 hover:underline">
                  {event.orderNumber}
                </Link>
                {event.fromStatus ? (
                  <span className="flex items-center gap-1.5">
                    <Badge variant="custom" className={ORDER_STATUS_BADGE_CLASSES[event.fromStatus]}>{ORDER_STATUS_LABELS[event.fromStatus]}</Badge>
                    <span aria-label="to">→</span>
                    <Badge variant="custom" className={ORDER_STATUS_BADGE_CLASSES[event.toStatus]}>{ORDER_STATUS_LABELS[event.toStatus]}</Badge>
                  </span>
                ) : (
                  <span className="flex items-center gap-1.5">
                    New order
                    <Badge variant="custom" className={ORDER_STATUS_BADGE_CLASSES[event.toStatus]}>{ORDER_STATUS_LABELS[event.toStatus]}</Badge>
                  </span>
                )}
                <time dateTime={new Date(event.createdAt).toISOString()} className="ml-auto text-gray-500">
                  {formatDateTime(event.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
