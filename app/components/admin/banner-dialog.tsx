import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { productPath } from "~/lib/slug";
import { describeBannerLink } from "./banner-link";
import { describedBy, FormField } from "./form-field";
import { ImageUpload } from "./image-upload";
import { useActionResult } from "./use-action-result";

export type BannerFormValues = {
  id: number;
  title: string;
  titleBn: string | null;
  subtitle: string | null;
  subtitleBn: string | null;
  imageUrl: string;
  linkUrl: string | null;
  buttonText: string | null;
  buttonTextBn: string | null;
  displayOrder: number;
  isActive: boolean;
};

type ProductOption = { id: number; name: string; slug: string };

/**
 * Add/edit hero banner dialog: title, subtitle, image, link (a product or a URL), button text, display
 * order and active flag; title, subtitle and button text also in Bangla (optional: /bn shows the
 * English one where it is left empty).
 */
export function BannerDialog({ banner, onClose }: { banner: BannerFormValues | "new" | null; onClose: () => void }) {
  return (
    <Dialog open={banner !== null} onOpenChange={(open) => !open && onClose()}>
      {banner !== null ? <BannerForm key={banner === "new" ? "new" : banner.id} banner={banner === "new" ? null : banner} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** Searches active products (20 at a time) and hands the chosen one's slug to onPick. */
function ProductPicker({ onPick }: { onPick: (slug: string) => void }) {
  const options = useFetcher<{ products: ProductOption[] }>();
  const { load } = options;
  const [text, setText] = useState("");
  useEffect(() => {
    // A short pause so typing a name is one request, not one per key.
    const timer = setTimeout(() => void load(`/admin/product-options?q=${encodeURIComponent(text.trim())}`), 250);
    return () => clearTimeout(timer);
  }, [text, load]);
  const products = options.data?.products ?? [];

  return (
    <div className="grid gap-1.5">
      <Label htmlFor="banner-product-search">Link to a product</Label>
      <div className="grid gap-2 sm:grid-cols-2">
        <Input id="banner-product-search" type="search" placeholder="Search products..." value={text} onChange={(event) => setText(event.target.value)} />
        <Select value="" onValueChange={onPick}>
          <SelectTrigger aria-label="Choose a product">
            <SelectValue placeholder={products.length === 0 ? "No matching products" : "Choose a product"} />
          </SelectTrigger>
          <SelectContent>
            {products.map((product) => (
              <SelectItem key={product.id} value={product.slug}>
                {product.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

function BannerForm({ banner, onClose }: { banner: BannerFormValues | null; onClose: () => void }) {
  const creating = banner === null;
  const fetcher = useFetcher();
  const errors = useActionResult(fetcher, onClose);
  const saving = fetcher.state !== "idle";
  const [imageUrl, setImageUrl] = useState<string | null>(banner?.imageUrl ?? null);
  const [link, setLink] = useState(banner?.linkUrl ?? "");

  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogTitle>{creating ? "Add Banner" : "Edit Banner"}</DialogTitle>
        <DialogDescription>Banners rotate in the hero carousel on the home page.</DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value={creating ? "create" : "update"} />
        {banner ? <input type="hidden" name="id" value={banner.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="banner-title" label="Title" error={errors.title}>
            <Input {...describedBy("banner-title", errors.title)} name="title" required defaultValue={banner?.title ?? ""} />
          </FormField>
          <FormField id="banner-subtitle" label="Subtitle" error={errors.subtitle}>
            <Input {...describedBy("banner-subtitle", errors.subtitle)} name="subtitle" defaultValue={banner?.subtitle ?? ""} />
          </FormField>
          <FormField id="banner-title-bn" label="Title (বাংলা)" error={errors.title_bn}>
            <Input {...describedBy("banner-title-bn", errors.title_bn)} name="title_bn" lang="bn" defaultValue={banner?.titleBn ?? ""} />
          </FormField>
          <FormField id="banner-subtitle-bn" label="Subtitle (বাংলা)" error={errors.subtitle_bn}>
            <Input {...describedBy("banner-subtitle-bn", errors.subtitle_bn)} name="subtitle_bn" lang="bn" defaultValue={banner?.subtitleBn ?? ""} />
          </FormField>
        </div>

        <div>
          <ImageUpload folder="banners" label="Banner Image" hint="1920x600 recommended" value={imageUrl} onChange={setImageUrl} />
          <input type="hidden" name="image_url" value={imageUrl ?? ""} />
          {errors.image_url ? <p className="mt-1 text-sm text-red-600">{errors.image_url}</p> : null}
        </div>

        <ProductPicker onPick={(slug) => setLink(productPath(slug))} />
        <FormField id="banner-link" label="Link URL" error={errors.link_url} hint={`Linked to: ${describeBannerLink(link.trim() || null)}`}>
          <Input
            {...describedBy("banner-link", errors.link_url, "hint")}
            name="link_url"
            placeholder="/shop or https://…"
            value={link}
            onChange={(event) => setLink(event.target.value)}
          />
        </FormField>

        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="banner-button" label="Button Text" error={errors.button_text}>
            <Input {...describedBy("banner-button", errors.button_text)} name="button_text" defaultValue={banner?.buttonText ?? ""} />
          </FormField>
          <FormField id="banner-button-bn" label="Button Text (বাংলা)" error={errors.button_text_bn}>
            <Input {...describedBy("banner-button-bn", errors.button_text_bn)} name="button_text_bn" lang="bn" defaultValue={banner?.buttonTextBn ?? ""} />
          </FormField>
          <FormField id="banner-order" label="Display Order" error={errors.display_order}>
            <Input
              {...describedBy("banner-order", errors.display_order)}
              name="display_order"
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              defaultValue={banner?.displayOrder ?? 0}
            />
          </FormField>
        </div>

        <div className="flex items-center gap-2">
          <Switch id="banner-active" name="is_active" defaultChecked={banner?.isActive ?? true} />
          <Label htmlFor="banner-active">Active</Label>
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : creating ? "Create Banner" : "Update Banner"}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
