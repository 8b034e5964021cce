import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { slugify } from "~/lib/slug";
import { describedBy, FormField } from "./form-field";
import { ImageUpload } from "./image-upload";
import { useActionResult } from "./use-action-result";

/** The product fields the dialog edits (price is decimal taka). */
export type ProductFormValues = {
  id: number;
  name: string;
  nameBn: string | null;
  slug: string;
  description: string | null;
  descriptionBn: string | null;
  price: string;
  categoryId: number | null;
  stockQuantity: number;
  isFeatured: boolean;
  isActive: boolean;
  imageUrl: string | null;
  images: string[];
};

type Props = {
  /** The product being edited, "new" for the add dialog, null when closed. */
  product: ProductFormValues | "new" | null;
  categories: { id: number; name: string }[];
  onClose: () => void;
};

/** Add/edit product dialog (name and description also in Bangla, optional): posts intent=create|update to the products route. */
export function ProductDialog({ product, categories, onClose }: Props) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      {product !== null ? (
        <ProductForm key={product === "new" ? "new" : product.id} product={product === "new" ? null : product} categories={categories} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

// A stable key per additional-image row, so removing one does not shift the others' upload state.
let nextRowKey = 0;
const row = (url: string | null) => ({ key: ++nextRowKey, url });

function ProductForm({ product, categories, onClose }: { product: ProductFormValues | null; categories: Props["categories"]; onClose: () => void }) {
  const creating = product === null;
  const fetcher = useFetcher();
  const errors = useActionResult(fetcher, onClose);
  const saving = fetcher.state !== "idle";

  const [name, setName] = useState(product?.name ?? "");
  const [slug, setSlug] = useState(product?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(!creating);
  const [imageUrl, setImageUrl] = useState<string | null>(product?.imageUrl ?? null);
  const [images, setImages] = useState(() => (product?.images ?? []).map(row));

  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogTitle>{creating ? "Add Product" : "Edit Product"}</DialogTitle>
        <DialogDescription>{creating ? "Create a new product for the store." : "Change the product's details."}</DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value={creating ? "create" : "update"} />
        {product ? <input type="hidden" name="id" value={product.id} /> : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="product-name" label="Name" error={errors.name}>
            <Input
              {...describedBy("product-name", errors.name)}
              name="name"
              value={name}
              required
              onChange={(event) => {
                setName(event.target.value);
                // The slug follows the name only while creating, until edited by hand.
                if (creating && !slugEdited) setSlug(slugify(event.target.value));
              }}
            />
          </FormField>
          <FormField id="product-slug" label="Slug" error={errors.slug}>
            <Input
              {...describedBy("product-slug", errors.slug)}
              name="slug"
              value={slug}
              required
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(true);
              }}
            />
          </FormField>
        </div>

        <FormField id="product-name-bn" label="Name (বাংলা)" error={errors.name_bn}>
          <Input {...describedBy("product-name-bn", errors.name_bn)} name="name_bn" lang="bn" defaultValue={product?.nameBn ?? ""} />
        </FormField>

        <FormField id="product-description" label="Description" error={errors.description}>
          <Textarea {...describedBy("product-description", errors.description)} name="description" rows={3} defaultValue={product?.description ?? ""} />
        </FormField>

        <FormField id="product-description-bn" label="Description (বাংলা)" error={errors.description_bn}>
          <Textarea
            {...describedBy("product-description-bn", errors.description_bn)}
            name="description_bn"
            lang="bn"
            rows={3}
            defaultValue={product?.descriptionBn ?? ""}
          />
        </FormField>

        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="product-price" label="Price (৳)" error={errors.price}>
            <Input
              {...describedBy("product-price", errors.price)}
              name="price"
              // Text, not a number field: a number field refuses digits typed on a Bangla keyboard
              // (the server reads them, app/lib/schemas/catalog.ts).
              inputMode="decimal"
              required
              defaultValue={product?.price ?? ""}
            />
          </FormField>
          <FormField id="product-stock" label="Stock Quantity" error={errors.stock_quantity}>
            <Input
              {...describedBy("product-stock", errors.stock_quantity)}
              name="stock_quantity"
              inputMode="numeric"
              defaultValue={product?.stockQuantity ?? 0}
            />
          </FormField>
          <FormField id="product-category" label="Category" error={errors.category_id}>
            <Select name="category_id" defaultValue={product?.categoryId ? String(product.categoryId) : undefined}>
              <SelectTrigger {...describedBy("product-category", errors.category_id)}>
                <SelectValue placeholder="Select a category" />
              </SelectTrigger>
              <SelectContent>
                {categories.map((category) => (
                  <SelectItem key={category.id} value={String(category.id)}>
                    {category.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        </div>

        <div>
          <ImageUpload folder="products" label="Featured Image" value={imageUrl} onChange={setImageUrl} />
          <input type="hidden" name="image_url" value={imageUrl ?? ""} />
          {errors.image_url ? <p className="mt-1 text-sm text-red-600">{errors.image_url}</p> : null}
        </div>

        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-gray-900">Additional Images</legend>
          {images.length === 0 ? <p className="text-sm text-gray-500">No additional images.</p> : null}
          <ul className="grid gap-4 sm:grid-cols-2">
            {images.map((image, index) => (
              <li key={image.key} className="grid gap-2 rounded-md border border-gray-200 p-3">
                <ImageUpload
                  folder="products"
                  label={`Additional Image ${index + 1}`}
                  value={image.url}
                  // Clearing an additional image removes its row: an empty row would only be noise.
                  onChange={(url) =>
                    setImages((current) => (url ? current.map((r) => (r.key === image.key ? { ...r, url } : r)) : current.filter((r) => r.key !== image.key)))
                  }
                />
                {image.url ? (
                  <input type="hidden" name="images" value={image.url} />
                ) : (
                  <Button
                    type="button"
                    variant="custom"
                    size="sm"
                    className="justify-self-start text-red-700 hover:bg-gray-100"
                    onClick={() => setImages((current) => current.filter((r) => r.key !== image.key))}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove image {index + 1}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setImages((current) => [...current, row(null)])}>
            <Plus aria-hidden="true" />
            Add Image
          </Button>
          {errors.images ? <p className="text-sm text-red-600">{errors.images}</p> : null}
        </fieldset>

        <div className="flex flex-wrap gap-6">
          <div className="flex items-center gap-2">
            <Switch id="product-featured" name="is_featured" defaultChecked={product?.isFeatured ?? false} />
            <Label htmlFor="product-featured">Featured</Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch id="product-active" name="is_active" defaultChecked={product?.isActive ?? true} />
            <Label htmlFor="product-active">Active</Label>
          </div>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : creating ? "Create Product" : "Update Product"}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
