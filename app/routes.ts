import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Storefront, admin and API: each area keeps its routes in its own block.
export default [
  // --- storefront (public pages) ---
  // Every storefront page twice: in English at its own path and in Bangla under /bn (an optional
  // static segment, so each page stays one route with one set of facts).
  route("bn?", "routes/shop/layout.tsx", [
    index("routes/shop/home.tsx"),
    route("shop", "routes/shop/shop.tsx"),
    route("product/:slug", "routes/shop/product.tsx"),
    route("search", "routes/shop/search.tsx"),
    route("best-selling", "routes/shop/best-selling.tsx"),
    route("flash-selling", "routes/shop/flash-selling.tsx"),
    route("categories", "routes/shop/categories.tsx"),
    route("reviews", "routes/shop/reviews.tsx"),
    route("about", "routes/shop/about.tsx"),
    route("contact", "routes/shop/contact.tsx"),
    route("returns", "routes/shop/returns.tsx"),
    route("shipping", "routes/shop/shipping.tsx"),
    route("terms", "routes/shop/terms.tsx"),
    route("privacy", "routes/shop/privacy.tsx"),
    // --- cart, checkout, confirmation, track ---
    route("cart", "routes/shop/cart.tsx"),
    route("checkout", "routes/shop/checkout.tsx"),
    route("order-confirmation/:orderId", "routes/shop/order-confirmation.tsx"),
    route("track", "routes/shop/track.tsx"),
    // --- end of shop layout children ---
    route("*", "routes/shop/not-found.tsx"),
  ]),
  // --- resource routes (api, sitemap, robots) ---
  route("api/orders", "routes/api/orders.ts"),
  route("api/cart", "routes/api/cart.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // --- admin ---
  route("api/auth/*", "routes/api/auth.$.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/login/code", "routes/admin/login-code.tsx"),
  route("admin/denied", "routes/admin/denied.tsx"),
  route("admin/join/:token", "routes/admin/join.tsx"),
  // Every other admin route, pages and resource routes alike, sits under the admin guard.
  layout("routes/admin/guard.ts", [
    route("api/admin/uploads", "routes/api/admin.uploads.ts"),
    route("admin/orders/:orderId", "routes/admin/order.ts"),
    route("admin/orders.csv", "routes/admin/orders-export.ts"),
    route("admin/courier", "routes/admin/courier.ts"),
    route("admin/orders/print", "routes/admin/orders-print.tsx"),
    route("admin/orders/courier.csv", "routes/admin/orders-courier-csv.ts"),
    route("admin/product-options", "routes/admin/product-options.ts"),
    route("admin/backups/download", "routes/admin/backup-download.ts"),
    route("admin/pages/preview", "routes/admin/page-preview.ts"),
    ...prefix("admin", [
      layout("routes/admin/layout.tsx", [
        index("routes/admin/dashboard.tsx"),
        route("products", "routes/admin/products.tsx"),
        route("categories", "routes/admin/categories.tsx"),
        route("desk", "routes/admin/desk.tsx"),
        route("orders", "routes/admin/orders.tsx"),
        route("blocklist", "routes/admin/blocklist.tsx"),
        route("banners", "routes/admin/banners.tsx"),
        route("messages", "routes/admin/messages.tsx"),
        route("reviews", "routes/admin/reviews.tsx"),
        route("pages", "routes/admin/pages.tsx"),
        route("settings", "routes/admin/settings.tsx"),
        route("backups", "routes/admin/backups.tsx"),
        route("staff", "routes/admin/staff.tsx"),
        route("activity", "routes/admin/activity.tsx"),
        route("account", "routes/admin/account.tsx"),
      ]),
    ]),
  ]),
] satisfies RouteConfig;
