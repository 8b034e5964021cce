import type { AdminHandle } from "~/lib/permissions";
import { Plus } from "lucide-react";
import { useState } from "react";
import { auditActor } from "~/.server/audit";
import { createAdminCategory, deleteAdminCategory, listAdminCategories, updateAdminCategory } from "~/.server/admin/categories";
import { parseId } from "~/lib/ids";
import { answerFailures, invalid, refused, succeeded } from "~/.server/admin/forms";
import { CategoryDialog, type CategoryFormValues } from "~/components/admin/category-dialog";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { countOf } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { CategoryFormSchema } from "~/lib/schemas/catalog";
import type { Route } from "./+types/categories";
import { RowActions } from "~/components/admin/row-actions";

export const handle: AdminHandle = { permission: "catalogue" };

export const meta: Route.MetaFunction = () => adminMeta("Categories");

export async function loader() {
  return { categories: await listAdminCategories() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const actor = auditActor(context);
  const intent = form.get("intent");

  if (intent === "delete") {
    return answerFailures("delete", "category", async () => {
      const id = parseId(form.get("id"));
      if (id === null) return refused(404, "Delete Failed", "Category not found");
      const deleted = await deleteAdminCategory(id, actor);
      return deleted.ok ? succeeded("Deleted!") : refused(deleted.status, "Delete Failed", deleted.message);
    });
  }

  if (intent !== "create" && intent !== "update") return refused(400, "Save Failed", "Unknown action");
  const parsed = CategoryFormSchema.safeParse({
    name: form.get("name") ?? undefined,
    name_bn: form.get("name_bn") ?? undefined,
    slug: form.get("slug") ?? undefined,
    description: form.get("description") ?? undefined,
    description_bn: form.get("description_bn") ?? undefined,
  });
  if (!parsed.success) return invalid(parsed.error);

  return answerFailures("save", "category", async () => {
    const id = intent === "update" ? parseId(form.get("id")) : null;
    const saved = intent === "create" ? await createAdminCategory(parsed.data, actor) : id === null ? null : await updateAdminCategory(id, parsed.data, actor);
    if (!saved) return refused(404, "Save Failed", "Category not found");
    if (!saved.ok) return refused(409, "Save Failed", Object.values(saved.fieldErrors)[0] ?? "", saved.fieldErrors);
    return succeeded(intent === "create" ? "Created!" : "Updated!");
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const [editing, setEditing] = useState<CategoryFormValues | "new" | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  return (
    <>
      <PageHeader title="Categories" description={countOf(categories.length, "category", "categories")}>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add Category
        </Button>
      </PageHeader>
      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Slug</TableHead>
              <TableHead>Description</TableHead>
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {categories.length === 0 ? (
              <TableEmpty colSpan={4}>No categories yet</TableEmpty>
            ) : (
              categories.map((category) => (
                <TableRow key={category.id}>
                  <TableCell className="font-medium">{category.name}</TableCell>
                  <TableCell>
                    <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs">{category.slug}</code>
                  </TableCell>
                  <TableCell className="max-w-96 text-gray-600">
                    <span className="line-clamp-2">{category.description ?? "—"}</span>
                  </TableCell>
                  <RowActions label={category.name} onEdit={() => setEditing(category)} onDelete={() => setDeleting(category.id)} />
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <CategoryDialog category={editing} onClose={() => setEditing(null)} />
      <ConfirmDelete
        title="Delete Category?"
        description="The category will be removed. A category that still has products cannot be deleted."
        id={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
