import { Star } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { answerFailures, refused, succeeded } from "~/.server/admin/forms";
import { type AdminReview, countReviewsByStatus, listReviewsForAdmin, type ReviewStatus, setReviewReply, setReviewStatus } from "~/.server/content/reviews";
import { countOf, formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { useActionResult } from "~/components/admin/use-action-result";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { parseId } from "~/lib/ids";
import { productPath } from "~/lib/slug";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/reviews";

export const handle = { permission: "reviews" };

export const meta: Route.MetaFunction = () => adminMeta("Reviews");

const TABS: { status: ReviewStatus; label: string }[] = [
  { status: "pending", label: "Waiting" },
  { status: "approved", label: "Approved" },
  { status: "hidden", label: "Hidden" },
];

const MAX_REPLY = 2000;

export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("status");
  const status = TABS.find((tab) => tab.status === asked)?.status ?? "pending";
  const [reviews, counts] = await Promise.all([listReviewsForAdmin(status), countReviewsByStatus()]);
  return { status, reviews, counts };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const id = parseId(String(form.get("id") ?? ""));
  return answerFailures("save", "review", async () => {
    if (id === null) return refused(404, "Update Failed", "Review not found");
    if (intent === "approve" || intent === "hide") {
      if (!(await setReviewStatus(id, intent === "approve" ? "approved" : "hidden"))) return refused(404, "Update Failed", "Review not found");
      return succeeded(intent === "approve" ? "Approved: the product page shows it" : "Hidden from the shop");
    }
    if (intent === "reply") {
      const reply = String(form.get("reply") ?? "");
      if (reply.length > MAX_REPLY) return refused(400, "Update Failed", `A reply may be at most ${MAX_REPLY} characters`, { reply: `At most ${MAX_REPLY} characters` });
      if (!(await setReviewReply(id, reply))) return refused(404, "Update Failed", "Review not found");
      return succeeded(reply.trim() ? "Reply saved" : "Reply removed");
    }
    return refused(400, "Update Failed", "Unknown action");
  });
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { status, reviews, counts } = loaderData;
  return (
    <>
      <PageHeader title="Reviews" description="Reviews from shoppers whose orders were delivered. A new review waits here until you approve it; only approved ones are shown in the shop." />
      <nav aria-label="Review status" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            to={`/admin/reviews?status=${tab.status}`}
            aria-current={tab.status === status ? "page" : undefined}
            className={cn("rounded-md border px-3 py-1.5 text-sm", tab.status === status ? "border-gray-900 bg-gray-900 text-white" : "border-gray-200 hover:bg-gray-50")}
          >
            {tab.label} ({counts[tab.status]})
          </Link>
        ))}
      </nav>
      <p className="mb-2 text-sm text-gray-600">{countOf(reviews.length, "review", "reviews")}</p>
      {reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-600">No reviews here</p>
      ) : (
        <ul className="grid gap-3">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const moderate = useFetcher();
  useActionResult(moderate);
  const reply = useFetcher();
  const errors = useActionResult(reply);
  return (
    <li className="rounded-lg border border-gray-200 p-4" aria-label={`Review of ${review.productName} by ${review.authorName}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">
            <a href={productPath(review.productSlug)} target="_blank" rel="noreferrer" className="hover:underline">
              {review.productName}
            </a>
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <span className="flex" role="img" aria-label={`${review.rating} out of 5 stars`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} aria-hidden="true" className={cn("size-4", n <= review.rating ? "fill-amber-400 text-amber-400" : "text-gray-300")} />
              ))}
            </span>
            <span>
              {review.authorName}
              {review.authorCity ? `, ${review.authorCity}` : ""}
            </span>
            {review.orderNumber ? <span className="font-mono">{review.orderNumber}</span> : <Badge variant="secondary">Sample (no order)</Badge>}
          </p>
        </div>
        <time dateTime={new Date(review.createdAt).toISOString()} className="text-sm whitespace-nowrap text-gray-600">
          {formatDateTime(review.createdAt)}
        </time>
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-gray-800">{review.body}</p>
      {review.photoUrl ? <img src={review.photoUrl} alt={`Sent with the review by ${review.authorName}`} className="mt-3 h-32 w-auto rounded-md border border-gray-200 object-cover" /> : null}
      <moderate.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={review.id} />
        {review.status === "approved" ? null : (
          <Button type="submit" name="intent" value="approve" size="sm" disabled={moderate.state !== "idle"}>
            Approve
          </Button>
        )}
        {review.status === "hidden" ? null : (
          <Button type="submit" name="intent" value="hide" variant="outline" size="sm" disabled={moderate.state !== "idle"}>
            Hide
          </Button>
        )}
      </moderate.Form>
      <reply.Form method="post" className="mt-3 grid gap-1.5">
        <input type="hidden" name="id" value={review.id} />
        <input type="hidden" name="intent" value="reply" />
        <Label htmlFor={`reply-${review.id}`}>Reply (shown under the review)</Label>
        <Textarea id={`reply-${review.id}`} name="reply" rows={2} maxLength={MAX_REPLY} defaultValue={review.reply ?? ""} aria-invalid={errors.reply ? true : undefined} />
        {errors.reply ? <p className="text-sm text-red-600">{errors.reply}</p> : null}
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={reply.state !== "idle"}>
            Save reply
          </Button>
        </div>
      </reply.Form>
    </li>
  );
}
