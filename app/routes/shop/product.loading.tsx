// A product page while a client navigation loads it: the plain "Loading..." state.
export { PageLoading as default } from "~/components/orders/page-loading";
