import { ShopFilters, type ShopFilterValues } from "~/components/shop/shop-filters";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetFooter, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/**
 * The shop's filters on a phone, as a sheet from the left: they apply as they change, behind it,
 * and "Show products" closes it. Loaded with the first tap on the Filters button (app/routes/shop/shop.tsx),
 * so the shop page does not carry the dialog's code for desktops and for phones that never filter.
 */
export default function FilterSheet({
  open,
  onOpenChange,
  onCloseAutoFocus,
  categories,
  filters,
  found,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  categories: { id: number; name: string }[];
  filters: ShopFilterValues;
  found: string;
}) {
  const lang = useLang();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        showCloseButton={false}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="w-80 max-w-[85vw] bg-white lg:hidden"
      >
        <SheetHeader className="border-b border-gray-200">
          <SheetTitle className="text-lg">{m.filters_label({}, lang)}</SheetTitle>
        </SheetHeader>
        <div className="p-4">
          <ShopFilters categories={categories} filters={filters} />
        </div>
        <SheetFooter className="border-t border-gray-200">
          <p className="text-sm text-gray-600">{found}</p>
          <SheetClose asChild>
            <Button>{m.filters_show_products({}, lang)}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
