import type { AdminHandle } from "~/lib/permissions";
import { Plus } from "lucide-react";
import { useState } from "react";
import { auditActor } from "~/.server/audit";
import { createAdminBanner, deleteAdminBanner, listAdminBanners, updateAdminBanner } from "~/.server/admin/banners";
import { parseId } from "~/lib/ids";
import { answerFailures, invalid, refused, succeeded } from "~/.server/admin/forms";
import { BannerDialog, type BannerFormValues } from "~/components/admin/banner-dialog";
import { describeBannerLink } from "~/components/admin/banner-link";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { BANNER_IMAGE_WIDTHS, imageSrcSet } from "~/lib/images";
import { parseBannerForm } from "~/lib/schemas/catalog";
import { isSafeLink } from "~/lib/url";
import type { Route } from "./+types/banners";
import { ActiveBadge, RowActions } from "~/components/admin/row-actions";

export const handle: AdminHandle = { permission: "banners" };

export const meta: Route.MetaFunction = () => adminMeta("Hero Banners");

export async function loader() {
  return { banners: await listAdminBanners() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = auditActor(context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "delete") {
    return answerFailures("delete", "banner", async () => {
      const id = parseId(form.get("id"));
      if (id === null || !(await deleteAdminBanner(id, actor))) return refused(404, "Delete Failed", "Banner not found");
      return succeeded("Deleted!");
    });
  }

  if (intent !== "create" && intent !== "update") return refused(400, "Save Failed", "Unknown action");
  const parsed = parseBannerForm(form);
  if (!parsed.success) return invalid(parsed.error);
  return answerFailures("save", "banner", async () => {
    if (intent === "create") {
      await createAdminBanner(parsed.data, actor);
      return succeeded("Created!");
    }
    const id = parseId(form.get("id"));
    if (id === null || !(await updateAdminBanner(id, parsed.data, actor))) return refused(404, "Save Failed", "Banner not found");
    return succeeded("Updated!");
  });
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  const { banners } = loaderData;
  const [editing, setEditing] = useState<BannerFormValues | "new" | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  return (
    <>
      <PageHeader title="Hero Banners" description="The slides of the home page carousel, in display order.">
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add Banner
        </Button>
      </PageHeader>
      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Image</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Linked To</TableHead>
              <TableHead>Order</TableHead>
              <TableHead>Status</TableHead>
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {banners.length === 0 ? (
              <TableEmpty colSpan={6}>No banners yet</TableEmpty>
            ) : (
              banners.map((banner) => (
                <TableRow key={banner.id}>
                  <TableCell>
                    {isSafeLink(banner.imageUrl) ? (
                      <img
                        src={banner.imageUrl}
                        srcSet={imageSrcSet(banner.imageUrl, BANNER_IMAGE_WIDTHS)}
                        sizes="96px"
                        alt=""
                        width={96}
                        height={54}
                        loading="lazy"
                        className="aspect-video w-24 rounded object-cover"
                      />
                    ) : (
                      <span className="text-xs text-gray-500">No image</span>
                    )}
                  </TableCell>
                  <TableCell className="font-medium">
                    {banner.title}
                    {banner.subtitle ? <span className="block text-xs font-normal text-gray-500">{banner.subtitle}</span> : null}
                  </TableCell>
                  <TableCell>{describeBannerLink(banner.linkUrl)}</TableCell>
                  <TableCell className="tabular-nums">{banner.displayOrder}</TableCell>
                  <TableCell>
                    <ActiveBadge active={banner.isActive} />
                  </TableCell>
                  <RowActions label={banner.title} onEdit={() => setEditing(banner)} onDelete={() => setDeleting(banner.id)} />
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <BannerDialog banner={editing} onClose={() => setEditing(null)} />
      <ConfirmDelete title="Delete Banner?" description="This banner will be removed from the homepage." id={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
