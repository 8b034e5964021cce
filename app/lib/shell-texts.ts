import { formatCount, type Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

/** What the shop's header and footer say that depends on the shop, not on the shopper's actions. */
export interface ShellFacts {
  phone: string;
  storeName: string;
  year: number;
  tradeLicenceNumber: string | null;
  dbidNumber: string | null;
}

/**
 * The header's and footer's texts, in the page's language only. The shop layout's loader sends them
 * as data, so every page's scripts do not carry them in both languages as message functions (about
 * 1.8 kB gzipped on every storefront page). Only the cart badge's label stays a message in the
 * browser: it counts what the shopper adds. Called on the server only (by the loader); the browser
 * imports the type.
 */
export function shellTexts(locale: Locale, shop: ShellFacts) {
  const lang = { locale };
  const other: Locale = locale === "bn" ? "en" : "bn";
  return {
    skipToContent: m.skip_to_content({}, lang),
    nav: {
      home: m.nav_home({}, lang),
      product: m.nav_product({}, lang),
      allProducts: m.nav_all_products({}, lang),
      allProductsHint: m.nav_all_products_hint({}, lang),
      reviews: m.nav_reviews({}, lang),
      bestSelling: m.nav_best_selling({}, lang),
      flashSelling: m.nav_flash_selling({}, lang),
      mainLabel: m.nav_main_label({}, lang),
      mobileLabel: m.nav_mobile_label({}, lang),
    },
    menuOpen: m.menu_open({}, lang),
    menuClose: m.menu_close({}, lang),
    cart: m.cart_label({}, lang),
    callPhone: m.call_phone({ phone: shop.phone }, lang),
    search: {
      form: m.search_form_label({}, lang),
      placeholder: m.search_placeholder({}, lang),
      button: m.search_button({}, lang),
    },
    // The switch names the other language in that language.
    languageSwitch: {
      text:
        other === "bn"
          ? m.lang_switch_to_bn({}, lang)
          : m.lang_switch_to_en({}, lang),
      label:
        other === "bn"
          ? m.lang_switch_label_to_bn({}, lang)
          : m.lang_switch_label_to_en({}, lang),
    },
    footer: {
      aboutText: m.footer_about_text({}, lang),
      quickLinks: m.footer_quick_links({}, lang),
      customerService: m.footer_customer_service({}, lang),
      newsletter: m.footer_newsletter({}, lang),
      newsletterText: m.footer_newsletter_text({}, lang),
      social: m.footer_social({}, lang),
      shop: m.footer_shop({}, lang),
      about: m.footer_about({}, lang),
      contact: m.footer_contact({}, lang),
      help: m.footer_help({}, lang),
      returns: m.footer_returns({}, lang),
      shipping: m.footer_shipping({}, lang),
      track: m.footer_track({}, lang),
      terms: m.footer_terms({}, lang),
      privacy: m.footer_privacy({}, lang),
      tradeLicence: shop.tradeLicenceNumber
        ? m.footer_trade_licence({ number: shop.tradeLicenceNumber }, lang)
        : null,
      dbid: shop.dbidNumber
        ? m.footer_dbid({ number: shop.dbidNumber }, lang)
        : null,
      copyright: m.footer_copyright(
        { year: formatCount(shop.year, locale), storeName: shop.storeName },
        lang,
      ),
    },
  };
}

export type ShellTexts = ReturnType<typeof shellTexts>;
