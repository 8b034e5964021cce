import { ChevronDown, Menu, Phone, ShoppingCart, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useLang, useLocalePath } from "~/components/i18n";
import { LanguageSwitch } from "~/components/shop/language-switch";
import { useCart } from "~/components/orders/cart-store";
import { HeaderSearch } from "~/components/shop/header-search";
import { useShellTexts } from "~/components/shop/shell-texts";
import { cartBadge, cartItemCount } from "~/lib/cart";
import { CART_READY_ATTRIBUTE } from "~/lib/hydration";
import { formatCount } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import * as m from "~/paraglide/messages";

type NavCategory = { id: number; name: string };

const NAV_LINKS = [
  { to: "/reviews", label: "reviews" },
  { to: "/best-selling", label: "bestSelling" },
  { to: "/flash-selling", label: "flashSelling" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-800", isActive ? "bg-brand-800 text-white" : "text-brand-50");

/** The cart link; its badge (total units) appears once the stored cart is read, in a slot that never shifts the layout. */
function CartButton() {
  const items = useCart((state) => state.items);
  const hydrated = useCart((state) => state.hydrated);
  const count = cartItemCount(items);
  const lang = useLang();
  const to = useLocalePath();
  const texts = useShellTexts();
  const badge = cartBadge(count, lang.locale);
  const label = m.cart_badge_label({ count, countText: formatCount(count, lang.locale) }, lang);
  return (
    <Link
      to={to("/cart")}
      aria-label={hydrated ? label : texts.cart}
      // Lets tests and scripts know the page has hydrated and the stored cart was read.
      {...{ [CART_READY_ATTRIBUTE]: hydrated ? "" : undefined }}
      className="relative flex size-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span
        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center"
        aria-hidden="true"
      >
        {hydrated && count > 0 ? (
          <span className="cart-badge" data-testid="cart-count">
            {badge.figure}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/** The entries of the "Product" group: All Products with its description, then one per category. */
function ProductLinks({
  categories,
  linkClass,
  onNavigate,
  separated = false,
}: {
  categories: NavCategory[];
  linkClass: string;
  onNavigate: () => void;
  /** A rule between All Products and the categories (the desktop list). */
  separated?: boolean;
}) {
  const { nav } = useShellTexts();
  const to = useLocalePath();
  return (
    <>
      <li>
        <Link to={to("/shop")} className={linkClass} onClick={onNavigate}>
          <span className="block font-medium">{nav.allProducts}</span>
          <span className="block text-xs font-normal text-gray-600">{nav.allProductsHint}</span>
        </Link>
      </li>
      {categories.map((category, index) => (
        <li key={category.id} className={separated && index === 0 ? "mt-1 border-t border-gray-200 pt-1" : undefined}>
          <Link to={to(`/shop?category=${category.id}`)} className={linkClass} onClick={onNavigate}>
            {category.name}
          </Link>
        </li>
      ))}
    </>
  );
}

/**
 * The "Product" group of the main navigation as a disclosure (a button that shows a list of links),
 * the WAI pattern for site navigation. Written here instead of Radix's dropdown menu, whose
 * positioning engine would add ~25 kB (gzipped) to every storefront page.
 */
function ProductDropdown({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  const { nav } = useShellTexts();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const close = () => setOpen(false);
  const itemClass = "block rounded-sm px-3 py-2 text-sm text-gray-900 hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none";
  return (
    <div
      ref={container}
      className="relative"
      // Tabbing out of the list closes it, as clicking elsewhere does.
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls="product-menu"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={cn(
          "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-brand-50 outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-white",
          open && "bg-brand-800",
        )}
      >
        {nav.product}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {open ? (
        <ul id="product-menu" className="absolute top-full left-0 z-50 mt-1 max-h-[70vh] w-64 overflow-y-auto rounded-md border border-gray-200 bg-white p-1 shadow-lg">
          <ProductLinks categories={categories} linkClass={itemClass} onNavigate={close} separated />
        </ul>
      ) : null}
    </div>
  );
}

function MobileMenu({ categories, onNavigate }: { categories: NavCategory[]; onNavigate: () => void }) {
  const [productsOpen, setProductsOpen] = useState(false);
  const { nav } = useShellTexts();
  const to = useLocalePath();
  // The links are blocks, the Products toggle a flex row: display is not in the shared part.
  const entryClass = "rounded-md px-3 py-2.5 font-medium text-gray-800 hover:bg-gray-100";
  const linkClass = `block ${entryClass}`;
  return (
    <div id="mobile-menu" className="border-t border-gray-200 bg-white md:hidden">
      <div className="mx-auto max-w-7xl space-y-3 px-4 py-4">
        <HeaderSearch id="mobile-search" onSearch={onNavigate} />
        <nav aria-label={nav.mobileLabel}>
          <ul className="space-y-1">
            <li>
              <Link to={to("/")} className={linkClass} onClick={onNavigate}>
                {nav.home}
              </Link>
            </li>
            <li>
              <button
                type="button"
                aria-expanded={productsOpen}
                aria-controls="mobile-products"
                onClick={() => setProductsOpen((open) => !open)}
                className={cn(entryClass, "flex w-full items-center justify-between text-left")}
              >
                {nav.product}
                <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", productsOpen && "rotate-180")} />
              </button>
              {productsOpen ? (
                <ul id="mobile-products" className="ml-3 space-y-1 border-l border-gray-200 pl-3">
                  <ProductLinks categories={categories} linkClass={linkClass} onNavigate={onNavigate} />
                </ul>
              ) : null}
            </li>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)} className={linkClass} onClick={onNavigate}>
                  {nav[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="block rounded-md border border-gray-200 px-3 py-2.5 font-medium text-gray-800 hover:bg-gray-100" />
      </div>
    </div>
  );
}

/** Site header: logo, search, phone, cart with badge, mobile menu; second bar with the main navigation. */
export function Header({ storeName, phone, categories }: { storeName: string; phone: string; categories: NavCategory[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Any navigation (a link, the search, back) closes the mobile menu.
  const [shownKey, setShownKey] = useState(location.key);
  if (location.key !== shownKey) {
    setShownKey(location.key);
    setMenuOpen(false);
  }
  const dial = phone.replace(/[\s-]/g, "");
  const texts = useShellTexts();
  const { nav } = texts;
  const to = useLocalePath();

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <button
          type="button"
          className="-ml-2 flex size-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? texts.menuClose : texts.menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
        <Link to={to("/")} className="text-2xl font-extrabold tracking-tight text-brand-700">
          {storeName}
        </Link>
        <HeaderSearch id="header-search" className="mx-auto hidden w-full max-w-xl md:block" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
          <LanguageSwitch className="flex h-10 items-center rounded-md px-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" />
          <a
            href={`tel:${dial}`}
            className="flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            aria-label={texts.callPhone}
          >
            <Phone aria-hidden="true" className="size-5 text-brand-700" />
            <span className="hidden lg:inline">{phone}</span>
          </a>
          <CartButton />
        </div>
      </div>
      <nav aria-label={nav.mainLabel} className="hidden bg-brand-700 md:block">
        <ul className="mx-auto flex h-12 max-w-7xl items-center gap-1 px-4">
          <li>
            <NavLink to={to("/")} end className={navLinkClass}>
              {nav.home}
            </NavLink>
          </li>
          <li>
            <ProductDropdown categories={categories} />
          </li>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={to(link.to)} className={navLinkClass}>
                {nav[link.label]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {menuOpen ? <MobileMenu categories={categories} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
