import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Reads like SPEC.md §2. Each area keeps its routes in its own block.
export default [
  // --- storefront (public pages) ---
  layout("routes/shop/layout.tsx", [
    index("routes/shop/home.tsx"),
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
  // --- admin ---
] satisfies RouteConfig;
