import type { AdminHandle } from "~/lib/permissions";
import { ArrowDown, ArrowUp, ArrowUpDown, Plus, Search } from "lucide-react";
import { useState } from "react";
import { Form, Link, type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useSearchParams } from "react-router";
import { parseId } from "~/lib/ids";
import { answerFailures, invalid, refused, succeeded } from "~/.server/admin/forms";
import {
  ADMIN_PAGE_SIZE,
  createAdminProduct,
  deleteAdminProduct,
  listAdminProducts,
  listCategoryOptions,
  parseProductListQuery,
  type ProductSort,
  updateAdminProduct,
} from "~/.server/admin/products";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { CopyButton } from "~/components/admin/copy-button";
import { countOf, moreThanCountOf } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { ProductDialog, type ProductFormValues } from "~/components/admin/product-dialog";
import { TablePagination } from "~/components/admin/table-pagination";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatPrice } from "~/lib/money";
import { parseProductForm } from "~/lib/schemas/catalog";
import type { Route } from "./+types/products";
import { ActiveBadge, RowActions } from "~/components/admin/row-actions";

export const handle: AdminHandle = { permission: "catalogue" };

export const meta: Route.MetaFunction = () => adminMeta("Products");

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseProductListQuery(new URL(request.url).searchParams);
  const [list, categories] = await Promise.all([listAdminProducts(query), listCategoryOptions()]);
  return { ...list, query, categories, pageSize: ADMIN_PAGE_SIZE };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "delete") {
    return answerFailures("delete", "product", async () => {
      const id = parseId(form.get("id"));
      if (id === null || !(await deleteAdminProduct(id))) return refused(404, "Delete Failed", "Product not found");
      return succeeded("Deleted!");
    });
  }

  if (intent !== "create" && intent !== "update") return refused(400, "Save Failed", "Unknown action");
  const parsed = parseProductForm(form);
  if (!parsed.success) return invalid(parsed.error);

  return answerFailures("save", "product", async () => {
    if (intent === "create") {
      const saved = await createAdminProduct(parsed.data);
      return saved.ok ? succeeded("Created!") : refused(409, "Save Failed", Object.values(saved.fieldErrors)[0] ?? "", saved.fieldErrors);
    }
    const id = parseId(form.get("id"));
    const saved = id === null ? null : await updateAdminProduct(id, parsed.data);
    if (!saved) return refused(404, "Save Failed", "Product not found");
    return saved.ok ? succeeded("Updated!") : refused(409, "Save Failed", Object.values(saved.fieldErrors)[0] ?? "", saved.fieldErrors);
  });
}

/** Only the dialog flag changed: the list on screen is still right, so the loader is not run again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("new");
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

const SORT_LABELS: Record<ProductSort, string> = { name: "Name", price: "Price", stock: "Stock", created: "Created" };

function SortHeader({ sort, current, dir }: { sort: ProductSort; current: ProductSort; dir: "asc" | "desc" }) {
  const { pathname, search } = useLocation();
  const active = sort === current;
  const params = new URLSearchParams(search);
  params.set("sort", sort);
  params.set("dir", active && dir === "asc" ? "desc" : "asc");
  params.delete("page");
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={`${pathname}?${params.toString()}`} className="inline-flex items-center gap-1 hover:text-gray-900">
        {SORT_LABELS[sort]}
        <Icon aria-hidden="true" className="size-3.5" />
      </Link>
    </TableHead>
  );
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, page, query, categories, pageSize } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [editing, setEditing] = useState<ProductFormValues | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  // The add dialog lives in the URL (?new=1) so the header's Add Product button can open it from any page.
  const adding = searchParams.get("new") === "1";
  const withNew = (on: boolean) => {
    const params = new URLSearchParams(search);
    if (on) params.set("new", "1");
    else params.delete("new");
    const rest = params.toString();
    return rest ? `${pathname}?${rest}` : pathname;
  };

  return (
    <>
      <PageHeader title="Products" description={capped ? moreThanCountOf(total, "products") : countOf(total, "product", "products")}>
        <Button onClick={() => void navigate(withNew(true), { preventScrollReset: true })}>
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      </PageHeader>

      <Form method="get" role="search" aria-label="Search products" className="mb-4 flex max-w-md gap-2">
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="dir" value={query.dir} />
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
          <Input type="search" name="q" defaultValue={query.q} placeholder="Search by name..." aria-label="Search products by name" className="pl-9" />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <SortHeader sort="name" current={query.sort} dir={query.dir} />
              <TableHead>Product ID</TableHead>
              <TableHead>Category</TableHead>
              <SortHeader sort="price" current={query.sort} dir={query.dir} />
              <SortHeader sort="stock" current={query.sort} dir={query.dir} />
              <TableHead>Status</TableHead>
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableEmpty colSpan={7}>
                No products found
              </TableEmpty>
            ) : (
              rows.map((product) => (
                <TableRow key={product.id}>
                  <TableCell className="max-w-64 font-medium">
                    <span className="line-clamp-2">{product.name}</span>
                  </TableCell>
                  <TableCell>
                    <span className="inline-flex items-center gap-1">
                      <code className="rounded bg-gray-100 px-1.5 py-0.5 text-xs">{product.slug}</code>
                      <CopyButton text={product.slug} label={`Copy product ID ${product.slug}`} />
                    </span>
                  </TableCell>
                  <TableCell>{product.categoryName ?? "—"}</TableCell>
                  <TableCell className="tabular-nums">{formatPrice(product.price)}</TableCell>
                  <TableCell className="tabular-nums">{product.stockQuantity}</TableCell>
                  <TableCell>
                    <ActiveBadge active={product.isActive} />
                  </TableCell>
                  <RowActions label={product.name} onEdit={() => setEditing(product)} onDelete={() => setDeleting(product.id)} />
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <TablePagination page={page} pageSize={pageSize} total={total} capped={capped} />

      <ProductDialog
        product={adding ? "new" : editing}
        categories={categories}
        onClose={() => {
          setEditing(null);
          if (adding) void navigate(withNew(false), { replace: true, preventScrollReset: true });
        }}
      />
      <ConfirmDelete
        title="Delete Product?"
        description="The product will be removed from the store. Orders that contain it keep its name and price."
        id={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
