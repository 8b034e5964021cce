import { formatDate } from "~/lib/dates";
import { formatPrice, formatTaka, toPoisha } from "~/lib/money";
import { collectLine, invoiceFit, labelItems, moreItemsLine, type PaperworkOrder, type PrintLayout } from "~/lib/paperwork";
import { lineName } from "~/lib/variants";

// The printable invoice (A4) and shipping label (4×6 in) of orders, one order per page: a whole HTML
// document the print route renders to static markup (no React in the browser). Sizes are physical
// (mm, in, pt) so the screen shows the paper as it will print.

/** An order as the sheets show it (amounts are decimal taka); `barcodeSvg` is its number as a Code 128 SVG. */
export type SheetOrder = PaperworkOrder & { barcodeSvg: string };

/** The shop as its paperwork names it (Admin → Settings). */
export type SheetShop = {
  storeName: string;
  supportPhone: string;
  address: string | null;
  email: string | null;
  tradeLicenceNumber: string | null;
};

const FONT = `"Liberation Sans", Arial, "Helvetica Neue", "Noto Sans", "Noto Sans Bengali", "Lohit Bengali", sans-serif`;

// One stylesheet per layout: @page has to name the paper size, and a page holds one layout.
const COMMON_CSS = `
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-family:${FONT};color:#111827;background:#e5e7eb}
.toolbar{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:10px 16px;background:#fff;border-bottom:1px solid #d1d5db;font-size:14px}
.toolbar h1{margin:0 auto 0 0;font-size:16px}
.layouts{display:flex;gap:8px}
.toolbar a,.toolbar span,.toolbar button{font:inherit;font-weight:600;border-radius:6px;padding:6px 12px;border:1px solid #d1d5db;background:#fff;color:#111827;text-decoration:none;cursor:pointer}
.toolbar button{background:#047857;border-color:#047857;color:#fff}
.toolbar [aria-current=page]{background:#ecfdf5;border-color:#047857;color:#065f46;cursor:default}
.sheets{padding:16px 8px}
.sheet{position:relative;overflow:hidden;margin:0 auto 16px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.25);display:flex;flex-direction:column}
.barcode svg{display:block;width:100%;height:100%}
.mono{font-family:"Liberation Mono","DejaVu Sans Mono",monospace}
.clamp2,.clamp3{display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden}
.clamp2{-webkit-line-clamp:2}.clamp3{-webkit-line-clamp:3}
.nowrap{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.variant{font-size:0.85em;color:#444}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
@media print{
  body{background:none}
  .toolbar{display:none}
  .sheets{padding:0}
  .sheet{margin:0;box-shadow:none;break-after:page}
  .sheet:last-child{break-after:auto}
}`;

const INVOICE_CSS = `
@page{size:A4;margin:0}
.sheet{width:210mm;height:296.8mm;padding:13mm 14mm 11mm;font-size:9.5pt;line-height:1.35}
.inv-head{display:flex;justify-content:space-between;gap:10mm;padding-bottom:5mm;border-bottom:2.5pt solid #047857}
.shop-name{margin:0 0 1.5mm;font-size:19pt;line-height:1.1;color:#047857}
.shop p{margin:0;color:#374151}
.inv-title{text-align:right;min-width:62mm}
.inv-title h2{margin:0 0 2mm;font-size:20pt;letter-spacing:.18em;color:#111827}
.inv-title dl{display:grid;grid-template-columns:auto auto;justify-content:end;gap:.6mm 4mm;margin:0}
.inv-title dt{color:#6b7280}.inv-title dd{margin:0;font-weight:700}
.inv-title .barcode{width:62mm;height:13mm;margin:3mm 0 0 auto}
.parties{display:grid;grid-template-columns:1.3fr 1fr;gap:8mm;padding:5mm 0}
.parties h3{margin:0 0 1.5mm;font-size:7.5pt;letter-spacing:.12em;text-transform:uppercase;color:#6b7280}
.parties p{margin:0}
.customer-name{font-size:12pt;font-weight:700}
.items{flex:none;overflow:hidden}
.items table{width:100%;border-collapse:collapse;table-layout:fixed}
.items th{font-size:7.5pt;letter-spacing:.08em;text-transform:uppercase;color:#fff;background:#047857;padding:1.8mm 2mm;text-align:left}
.items th.num{text-align:right}
.items td{height:var(--row);padding:0 2mm;font-size:var(--font);line-height:1.15;border-bottom:.5pt solid #e5e7eb;vertical-align:middle}
.items tbody tr:nth-child(even) td{background:#f9fafb}
.col-n{width:9mm}.col-qty{width:14mm}.col-price{width:30mm}.col-total{width:32mm}
.totals{display:flex;justify-content:flex-end;margin-top:3mm}
.totals dl{display:grid;grid-template-columns:auto 40mm;row-gap:1mm;margin:0;min-width:80mm}
.totals dt{color:#374151}.totals dd{margin:0}
.totals .grand{font-size:12pt;font-weight:700;border-top:1pt solid #111827;padding-top:1.5mm}
.bottom{display:flex;flex-direction:column}
.collect{margin:5mm 0 0;padding:3.5mm 4mm;border:2pt solid #111827;border-radius:2mm;text-align:center;font-size:19pt;font-weight:700;line-height:1.2}
.compact .bottom{flex-direction:row-reverse;align-items:center;gap:6mm;margin-top:3mm}
.compact .totals{margin:0}
.compact .collect{flex:1;margin:0;font-size:16pt}
.note{margin:3mm 0 0;font-size:9pt}
.inv-foot{margin-top:auto;padding-top:3mm;border-top:.5pt solid #d1d5db;display:flex;justify-content:space-between;gap:6mm;font-size:8pt;color:#6b7280}
.inv-foot strong{color:#047857}
@media screen and (max-width:820px){.sheet{zoom:.45}}`;

const LABEL_CSS = `
@page{size:4in 6in;margin:0}
.sheet{width:4in;height:5.99in;padding:.14in .16in;font-size:9pt;line-height:1.3}
.lbl-head{display:flex;justify-content:space-between;gap:3mm;padding-bottom:1.5mm;border-bottom:1pt solid #111827;font-size:7.5pt;color:#374151}
.lbl-head p{margin:0}
.lbl-head strong{font-size:10pt;color:#111827}
.lbl-head .from{min-width:0}
.lbl-head .when{text-align:right;white-space:nowrap}
.lbl-code{padding:2mm 0 1.5mm;text-align:center;border-bottom:1pt solid #111827}
.lbl-code .barcode{height:13mm;margin:0 auto;width:100%}
.lbl-code .mono{display:block;margin-top:1mm;font-size:13pt;font-weight:700;letter-spacing:.08em}
.to{padding:2mm 0;border-bottom:1pt solid #111827}
.to .tag{font-size:7pt;letter-spacing:.12em;text-transform:uppercase;color:#6b7280}
.to .name{font-size:13pt;font-weight:700;line-height:1.15}
.to .phone{font-size:13pt;font-weight:700}
.to p{margin:0}
.to .where{margin-top:.8mm;font-weight:600}
.collect{margin:1.5mm 0;padding:1.8mm 1.5mm;background:#111827;color:#fff;text-align:center;font-weight:700;line-height:1.2;border-radius:1mm}
.lbl-items{flex:1;min-height:0;overflow:hidden}
.lbl-items h3{margin:0 0 .8mm;font-size:7pt;letter-spacing:.12em;text-transform:uppercase;color:#6b7280}
.lbl-items ul{list-style:none;margin:0;padding:0;font-size:8pt;line-height:1.22}
.lbl-items li{display:flex;gap:2mm}
.lbl-items .qty{min-width:7mm;font-weight:700}
.lbl-items .more{font-weight:700}
.lbl-note{margin:1mm 0 0;font-size:7.5pt}
@media screen and (max-width:420px){.sheet{zoom:.9}}`;

function InvoiceSheet({ order, shop }: { order: SheetOrder; shop: SheetShop }) {
  const { rowMm, compact } = invoiceFit(order.items.length);
  // Text takes three quarters of a row (1 mm is 2.835 pt), up to the roomy size.
  const font = Math.min(9.5, Math.floor(rowMm * 0.75 * 2.835 * 10) / 10);
  return (
    <section className={compact ? "sheet compact" : "sheet"} aria-label={`Invoice ${order.orderNumber}`} data-order={order.orderNumber}>
      <header className="inv-head">
        <div className="shop">
          <h1 className="shop-name">{shop.storeName}</h1>
          {shop.address ? <p className="clamp2">{shop.address}</p> : null}
          <p>{`Phone: ${shop.supportPhone}`}</p>
          {shop.email ? <p>{`Email: ${shop.email}`}</p> : null}
        </div>
        <div className="inv-title">
          <h2>INVOICE</h2>
          <dl>
            <dt>Order no.</dt>
            <dd className="mono">{order.orderNumber}</dd>
            <dt>Date</dt>
            <dd>{formatDate(order.createdAt)}</dd>
            <dt>Payment</dt>
            <dd>Cash on Delivery</dd>
          </dl>
          <div className="barcode" dangerouslySetInnerHTML={{ __html: order.barcodeSvg }} />
        </div>
      </header>

      <div className="parties">
        <div>
          <h3>Bill to / Ship to</h3>
          <p className="customer-name">{order.customerName}</p>
          <p className="mono">{order.customerPhone}</p>
          <p className="clamp3">{order.shippingAddress}</p>
        </div>
        <div>
          <h3>Delivery</h3>
          {order.area ? <p>{`Area: ${order.area}`}</p> : null}
          <p>{`District: ${order.city}`}</p>
          <p>{`Zone: ${order.deliveryZoneName}`}</p>
        </div>
      </div>

      <div
        className="items"
        style={
          {
            "--row": `${rowMm}mm`,
            "--font": `${font}pt`,
          } as React.CSSProperties
        }
      >
        <table>
          <thead>
            <tr>
              <th className="col-n">#</th>
              <th>Item</th>
              <th className="col-qty num">Qty</th>
              <th className="col-price num">Unit price</th>
              <th className="col-total num">Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td className="nowrap">
                  {item.productName}
                  {item.variantLabel ? <div className="variant">{item.variantLabel}</div> : null}
                  {item.sku ? <div className="variant">{`SKU ${item.sku}`}</div> : null}
                </td>
                <td className="num">{item.quantity}</td>
                <td className="num">{formatPrice(item.price)}</td>
                <td className="num">{formatTaka(toPoisha(item.price) * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="bottom">
        <div className="totals">
          <dl>
            <dt>Subtotal</dt>
            <dd className="num">{formatPrice(order.subtotal)}</dd>
            <dt>Delivery charge</dt>
            <dd className="num">{formatPrice(order.deliveryCharge)}</dd>
            <dt className="grand">Total</dt>
            <dd className="grand num">{formatPrice(order.totalAmount)}</dd>
          </dl>
        </div>
        <p className="collect">{collectLine(toPoisha(order.totalAmount))}</p>
      </div>
      {order.message ? <p className="note clamp2">{`Customer's note: ${order.message}`}</p> : null}
      <footer className="inv-foot">
        <span>
          <strong>{`Thank you for shopping with ${shop.storeName}!`}</strong>
          {shop.tradeLicenceNumber ? ` Trade licence ${shop.tradeLicenceNumber}.` : null}
        </span>
        <span>{`Questions about this order? Call ${shop.supportPhone}`}</span>
      </footer>
    </section>
  );
}

/** The label's collect line on one line where it can: its type shrinks with a longer amount (14.5 pt down to 11 pt). */
function labelCollectPt(text: string): number {
  // About 250 pt of line for bold text averaging 0.56 em a character.
  return Math.max(11, Math.min(14.5, Math.floor((250 / (text.length * 0.56)) * 10) / 10));
}

function LabelSheet({ order, shop }: { order: SheetOrder; shop: SheetShop }) {
  const { shown, more } = labelItems(order.items);
  const collect = collectLine(toPoisha(order.totalAmount));
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <section className="sheet" aria-label={`Label ${order.orderNumber}`} data-order={order.orderNumber}>
      <header className="lbl-head">
        <div className="from">
          <p>
            {"From "}
            <strong>{shop.storeName}</strong>
          </p>
          <p className="clamp2">{[shop.supportPhone, shop.address].filter(Boolean).join(" · ")}</p>
        </div>
        <div className="when">
          <p>{formatDate(order.createdAt)}</p>
          <p>
            <strong>{order.deliveryZoneName}</strong>
          </p>
        </div>
      </header>
      <div className="lbl-code">
        <div className="barcode" dangerouslySetInnerHTML={{ __html: order.barcodeSvg }} />
        <span className="mono">{order.orderNumber}</span>
      </div>
      <div className="to">
        <span className="tag">Deliver to</span>
        <p className="name clamp2">{order.customerName}</p>
        <p className="phone mono">{order.customerPhone}</p>
        <p className="clamp3">{order.shippingAddress}</p>
        <p className="where">{[order.area ? `Area: ${order.area}` : null, `District: ${order.city}`].filter(Boolean).join(" · ")}</p>
      </div>
      <p className="collect" style={{ fontSize: `${labelCollectPt(collect)}pt` }}>
        {collect}
      </p>
      <div className="lbl-items">
        <h3>{count === 1 ? "1 item" : `${count} items`}</h3>
        <ul>
          {shown.map((item, index) => (
            <li key={index}>
              <span className="qty">{`${item.quantity} ×`}</span>
              <span className="nowrap">{lineName(item.productName, item.variantLabel)}</span>
            </li>
          ))}
          {more > 0 ? <li className="more">{moreItemsLine(more)}</li> : null}
        </ul>
      </div>
      {order.message ? <p className="lbl-note clamp2">{`Note: ${order.message}`}</p> : null}
    </section>
  );
}

const LAYOUT_NAMES: Record<PrintLayout, string> = { invoice: "Invoices", label: "Labels" };

const TITLES: Record<PrintLayout, { one: string; many: string }> = {
  invoice: { one: "1 invoice (A4)", many: "invoices (A4)" },
  label: { one: "1 label (4×6 in)", many: "labels (4×6 in)" },
};

/** The print page: a toolbar on screen (print, switch layout) and one sheet per order. */
export function PaperworkDocument({
  layout,
  orders,
  shop,
  otherLayoutHref,
  nonce,
}: {
  layout: PrintLayout;
  orders: SheetOrder[];
  shop: SheetShop;
  /** The same orders in the other layout. */
  otherLayoutHref: string;
  /** The response's CSP nonce, for the print button's script. */
  nonce: string | undefined;
}) {
  const heading = orders.length === 1 ? TITLES[layout].one : `${orders.length} ${TITLES[layout].many}`;
  const Sheet = layout === "invoice" ? InvoiceSheet : LabelSheet;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${heading} · ${shop.storeName}`}</title>
        <style
          dangerouslySetInnerHTML={{
            __html: COMMON_CSS + (layout === "invoice" ? INVOICE_CSS : LABEL_CSS),
          }}
        />
      </head>
      <body>
        <div className="toolbar">
          <h1>{heading}</h1>
          <nav aria-label="Layout" className="layouts">
            {(["invoice", "label"] as const).map((each) =>
              each === layout ? (
                <span key={each} aria-current="page">
                  {LAYOUT_NAMES[each]}
                </span>
              ) : (
                <a key={each} href={otherLayoutHref}>
                  {LAYOUT_NAMES[each]}
                </a>
              ),
            )}
          </nav>
          <button type="button" id="print-now">
            Print
          </button>
        </div>
        <main className="sheets">
          {orders.map((order) => (
            <Sheet key={order.id} order={order} shop={shop} />
          ))}
        </main>
        {/* Opened from a Print button (autoprint=1), the print dialog comes up once the page has loaded. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html:
              'document.getElementById("print-now").addEventListener("click",function(){window.print()});' +
              'if(new URLSearchParams(location.search).get("autoprint")==="1")window.addEventListener("load",function(){window.print()});',
          }}
        />
      </body>
    </html>
  );
}
