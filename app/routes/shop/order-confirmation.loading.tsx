// The confirmation page while a client navigation loads it (checkout hands over to it): "Loading...".
export { PageLoading as default } from "~/components/orders/page-loading";
