import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { slugify } from "~/lib/slug";
import { describedBy, FormField } from "./form-field";
import { useActionResult } from "./use-action-result";

export type CategoryFormValues = { id: number; name: string; nameBn: string | null; slug: string; description: string | null; descriptionBn: string | null };

/** Add/edit category dialog: name, slug (follows the name while creating), description; name and description also in Bangla (optional). */
export function CategoryDialog({ category, onClose }: { category: CategoryFormValues | "new" | null; onClose: () => void }) {
  return (
    <Dialog open={category !== null} onOpenChange={(open) => !open && onClose()}>
      {category !== null ? (
        <CategoryForm key={category === "new" ? "new" : category.id} category={category === "new" ? null : category} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function CategoryForm({ category, onClose }: { category: CategoryFormValues | null; onClose: () => void }) {
  const creating = category === null;
  const fetcher = useFetcher();
  const errors = useActionResult(fetcher, onClose);
  const saving = fetcher.state !== "idle";
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(!creating);

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{creating ? "Add Category" : "Edit Category"}</DialogTitle>
        <DialogDescription>{creating ? "Create a new product category." : "Change the category's details."}</DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value={creating ? "create" : "update"} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        <FormField id="category-name" label="Name" error={errors.name}>
          <Input
            {...describedBy("category-name", errors.name)}
            name="name"
            required
            defaultValue={category?.name ?? ""}
            onChange={(event) => {
              if (creating && !slugEdited) setSlug(slugify(event.target.value));
            }}
          />
        </FormField>
        <FormField id="category-name-bn" label="Name (বাংলা)" error={errors.name_bn}>
          <Input {...describedBy("category-name-bn", errors.name_bn)} name="name_bn" lang="bn" defaultValue={category?.nameBn ?? ""} />
        </FormField>
        <FormField id="category-slug" label="Slug" error={errors.slug}>
          <Input
            {...describedBy("category-slug", errors.slug)}
            name="slug"
            required
            value={slug}
            onChange={(event) => {
              setSlug(event.target.value);
              setSlugEdited(true);
            }}
          />
        </FormField>
        <FormField id="category-description" label="Description" error={errors.description}>
          <Textarea {...describedBy("category-description", errors.description)} name="description" rows={3} defaultValue={category?.description ?? ""} />
        </FormField>
        <FormField id="category-description-bn" label="Description (বাংলা)" error={errors.description_bn}>
          <Textarea
            {...describedBy("category-description-bn", errors.description_bn)}
            name="description_bn"
            lang="bn"
            rows={3}
            defaultValue={category?.descriptionBn ?? ""}
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : creating ? "Create Category" : "Update Category"}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
