import { FileDown, Printer } from "lucide-react";
import { ButtonSlot } from "~/components/ui/button-slot";
import { COURIER_NAMES, COURIERS, courierCsvHref, printHref, type PrintLayout } from "~/lib/paperwork";

/** The print page in a new tab, its print dialog opening once it has loaded. */
function printUrl(ids: readonly string[], layout: PrintLayout) {
  return `${printHref(ids, layout)}&autoprint=1`;
}

/** "Print invoice" / "Print label" for one order (the order dialog). */
export function OrderPaperworkLinks({ orderId }: { orderId: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonSlot variant="outline" size="sm">
        <a href={printUrl([orderId], "invoice")} target="_blank" rel="noopener">
          <Printer aria-hidden="true" />
          Print invoice
        </a>
      </ButtonSlot>
      <ButtonSlot variant="outline" size="sm">
        <a href={printUrl([orderId], "label")} target="_blank" rel="noopener">
          <Printer aria-hidden="true" />
          Print label
        </a>
      </ButtonSlot>
    </div>
  );
}

/** Invoices, labels and each courier's upload file for the selected orders (the orders list's bulk bar). */
export function BulkPaperworkLinks({ ids }: { ids: readonly string[] }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ButtonSlot variant="outline" size="sm">
        <a href={printUrl(ids, "invoice")} target="_blank" rel="noopener">
          <Printer aria-hidden="true" />
          Print invoices
        </a>
      </ButtonSlot>
      <ButtonSlot variant="outline" size="sm">
        <a href={printUrl(ids, "label")} target="_blank" rel="noopener">
          <Printer aria-hidden="true" />
          Print labels
        </a>
      </ButtonSlot>
      {COURIERS.map((courier) => (
        <ButtonSlot key={courier} variant="outline" size="sm">
          <a href={courierCsvHref(ids, courier)} download>
            <FileDown aria-hidden="true" />
            {`${COURIER_NAMES[courier]} CSV`}
          </a>
        </ButtonSlot>
      ))}
    </div>
  );
}
