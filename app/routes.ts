import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Reads like SPEC.md §2. Each area keeps its routes in its own block.
export default [
  // --- storefront (public pages) ---
  layout("routes/shop/layout.tsx", [
    index("routes/shop/home.tsx"),
    // --- cart, checkout, confirmation, track ---
    // --- end of shop layout children ---
    route("*", "routes/shop/not-found.tsx"),
  ]),
  // --- resource routes (api, sitemap, robots) ---
  // --- admin ---
] satisfies RouteConfig;
