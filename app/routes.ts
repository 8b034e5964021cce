import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Reads like SPEC.md §2.
export default [
  layout("routes/shop/layout.tsx", [
    index("routes/shop/home.tsx"),
    route("*", "routes/shop/not-found.tsx"),
  ]),
] satisfies RouteConfig;
