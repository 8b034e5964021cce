import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Reads like SPEC.md §2. Each area keeps its routes in its own block.
export default [
  // --- storefront (public pages) ---
  layout("routes/shop/layout.tsx", [
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
] satisfies RouteConfig;
