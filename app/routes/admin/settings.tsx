import type { AdminHandle } from "~/lib/permissions";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { answerFailures, invalid, refused, succeeded } from "~/.server/admin/forms";
import { createZone, deleteZone, listZonesForAdmin, readSettingsForAdmin, saveShopSettings, updateZone } from "~/.server/settings";
import { saveSteadfastCredentials, steadfastCredentialsState } from "~/.server/courier/credentials";
import { SteadfastKeys } from "~/components/admin/steadfast-keys";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { describedBy, FormField } from "~/components/admin/form-field";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { RowActions } from "~/components/admin/row-actions";
import { useActionResult } from "~/components/admin/use-action-result";
import { ZoneDialog } from "~/components/admin/zone-dialog";
import type { ZoneRecord } from "~/lib/delivery";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonSlot } from "~/components/ui/button-slot";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { ZONE_KEY_PATTERN } from "~/lib/delivery";
import { formatPrice, poishaToDecimal } from "~/lib/money";
import { DeliveryZoneSchema, ShopSettingsSchema } from "~/lib/schemas/settings";
import { auditActor } from "~/.server/audit";
import type { Route } from "./+types/settings";

export const handle: AdminHandle = { permission: "settings" };

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export async function loader() {
  const [settings, zones, steadfast] = await Promise.all([readSettingsForAdmin(), listZonesForAdmin(), steadfastCredentialsState()]);
  const { freeShippingThresholdPoisha, desk, ...details } = settings;
  return {
    settings: {
      ...details,
      freeShippingThreshold: freeShippingThresholdPoisha === null ? "" : poishaToDecimal(freeShippingThresholdPoisha),
      deskCallAttempts: String(desk.callAttemptsBeforeCancel),
      poorRecordMinBad: String(desk.poorRecordMinBad),
      poorRecordMinPercent: String(Math.round(desk.poorRecordMinShare * 100)),
      returnDays: String(details.returnDays),
    },
    zones,
    // Whether Steadfast's keys are saved, never the keys.
    steadfast,
  };
}

const SETTINGS_FIELDS = [
  "storeName",
  "supportPhone",
  "email",
  "address",
  "businessHours",
  "addressBn",
  "businessHoursBn",
  "returnDays",
  "tradeLicenceNumber",
  "dbidNumber",
  "facebookUrl",
  "instagramUrl",
  "xUrl",
  "youtubeUrl",
  "freeShippingThreshold",
  "deskCallAttempts",
  "poorRecordMinBad",
  "poorRecordMinPercent",
] as const;

/** A text field of the form, or undefined when absent (an uploaded file counts as absent). */
function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "settings") {
    const parsed = ShopSettingsSchema.safeParse(Object.fromEntries(SETTINGS_FIELDS.map((name) => [name, text(form, name)])));
    if (!parsed.success) return invalid(parsed.error);
    return answerFailures("save", "settings", async () => {
      await saveShopSettings(parsed.data, auditActor(context));
      return succeeded("Updated!");
    });
  }

  if (intent === "steadfast-keys") {
    const apiKey = text(form, "apiKey")?.trim() ?? "";
    const secretKey = text(form, "secretKey")?.trim() ?? "";
    const fieldErrors = {
      ...(apiKey && apiKey.length <= MAX_COURIER_KEY ? {} : { apiKey: apiKey ? "The API key is too long" : "API key is required" }),
      ...(secretKey && secretKey.length <= MAX_COURIER_KEY ? {} : { secretKey: secretKey ? "The secret key is too long" : "Secret key is required" }),
    };
    const first = Object.values(fieldErrors)[0];
    if (first) return refused(400, "Save Failed", first, fieldErrors);
    return answerFailures("save", "steadfast keys", async () => {
      await saveSteadfastCredentials({ apiKey, secretKey }, auditActor(context));
      return succeeded("Steadfast keys saved!");
    });
  }
  if (intent === "steadfast-clear") {
    return answerFailures("delete", "steadfast keys", async () => {
      await saveSteadfastCredentials(null, auditActor(context));
      return succeeded("Steadfast keys removed");
    });
  }

  const key = text(form, intent === "delete" ? "id" : "key");
  if (intent === "delete") {
    return answerFailures("delete", "delivery zone", async () => {
      if (!key || !ZONE_KEY_PATTERN.test(key)) return refused(404, "Delete Failed", "Delivery zone not found");
      const outcome = await deleteZone(key);
      if (outcome === "missing") return refused(404, "Delete Failed", "Delivery zone not found");
      if (outcome === "in-use") return refused(409, "Delete Failed", "Orders use this delivery zone, so it cannot be deleted. Deactivate it instead.");
      return succeeded("Deleted!");
    });
  }

  if (intent !== "create-zone" && intent !== "update-zone") return refused(400, "Save Failed", "Unknown action");
  const parsed = DeliveryZoneSchema.safeParse({
    name: text(form, "name"),
    nameBn: text(form, "nameBn"),
    charge: text(form, "charge"),
    estimate: text(form, "estimate"),
    estimateBn: text(form, "estimateBn"),
    isActive: text(form, "isActive"),
    displayOrder: text(form, "displayOrder"),
  });
  if (!parsed.success) return invalid(parsed.error);
  return answerFailures("save", "delivery zone", async () => {
    if (intent === "create-zone") {
      await createZone(parsed.data);
      return succeeded("Created!");
    }
    const updated = key && ZONE_KEY_PATTERN.test(key) ? await updateZone(key, parsed.data) : false;
    return updated ? succeeded("Updated!") : refused(404, "Save Failed", "Delivery zone not found");
  });
}

type SettingsValues = Route.ComponentProps["loaderData"]["settings"];

/** The longest courier API key or secret accepted. */
const MAX_COURIER_KEY = 200;

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { settings, zones, steadfast } = loaderData;
  return (
    <>
      <PageHeader title="Settings" description="The shop's details, delivery zones and free shipping, as shoppers see them." />
      {/* min-w-0: a grid item may shrink below its content, so the zones table scrolls inside its box on a phone instead of widening the page. */}
      <div className="grid gap-8 [&>*]:min-w-0">
        <ShopDetailsForm settings={settings} />
        <DeliveryZones zones={zones} />
        <SteadfastKeys state={steadfast} />
        <Section title="Backups" description="Every order and product, and the uploaded images, in one file: taken on a schedule and on demand.">
          <div>
            <ButtonSlot variant="outline">
              <Link to="/admin/backups">See backups and download one</Link>
            </ButtonSlot>
          </div>
        </Section>
      </div>
    </>
  );
}

function ShopDetailsForm({ settings }: { settings: SettingsValues }) {
  const fetcher = useFetcher();
  const errors = useActionResult(fetcher);
  const saving = fetcher.state !== "idle";
  const field = (name: keyof SettingsValues, label: string, options: { hint?: string; placeholder?: string; type?: string; inputMode?: "decimal" | "numeric" | "tel" | "email" | "url" } = {}) => (
    <FormField id={`settings-${name}`} label={label} error={errors[name]} hint={options.hint}>
      <Input
        {...describedBy(`settings-${name}`, errors[name], options.hint)}
        name={name}
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        placeholder={options.placeholder}
        defaultValue={settings[name] ?? ""}
      />
    </FormField>
  );

  return (
    <fetcher.Form method="post" noValidate className="grid gap-6" aria-label="Shop details">
      <input type="hidden" name="intent" value="settings" />
      <Section title="Store" description="Shown in the header, the footer and on the contact page.">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("storeName", "Store Name")}
          {field("supportPhone", "Support Phone", { type: "tel", inputMode: "tel", placeholder: "+8801700000000" })}
          {field("email", "Email", { type: "email", inputMode: "email", placeholder: "support@example.com" })}
          {field("businessHours", "Business Hours", { placeholder: "9:00 AM to 8:00 PM, Saturday to Thursday" })}
        </div>
        <FormField id="settings-address" label="Address" error={errors.address}>
          <Textarea {...describedBy("settings-address", errors.address)} name="address" rows={2} defaultValue={settings.address ?? ""} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("businessHoursBn", "Business Hours (বাংলা)", { hint: "Shown on the Bangla pages; empty shows the English." })}
        </div>
        <FormField id="settings-addressBn" label="Address (বাংলা)" error={errors.addressBn} hint="Shown on the Bangla pages; empty shows the English.">
          <Textarea {...describedBy("settings-addressBn", errors.addressBn, "Shown on the Bangla pages; empty shows the English.")} name="addressBn" rows={2} defaultValue={settings.addressBn ?? ""} />
        </FormField>
      </Section>

      <Section title="Registration" description="Bangladesh's Digital Commerce guidelines ask shops to show these; the footer shows each one once it is set.">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("tradeLicenceNumber", "Trade Licence No.")}
          {field("dbidNumber", "DBID Registration No.")}
        </div>
      </Section>

      <Section title="Social Links" description="The footer shows an icon for each page you link; leave one empty to hide its icon.">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("facebookUrl", "Facebook", { type: "url", inputMode: "url", placeholder: "https://www.facebook.com/yourshop" })}
          {field("instagramUrl", "Instagram", { type: "url", inputMode: "url", placeholder: "https://www.instagram.com/yourshop" })}
          {field("xUrl", "X (Twitter)", { type: "url", inputMode: "url", placeholder: "https://x.com/yourshop" })}
          {field("youtubeUrl", "YouTube", { type: "url", inputMode: "url", placeholder: "https://www.youtube.com/@yourshop" })}
        </div>
      </Section>

      <Section title="Free Shipping" description="Orders whose subtotal is over this amount pay no delivery charge. Leave it empty for no free shipping.">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("freeShippingThreshold", "Free-Shipping Threshold (৳)", { inputMode: "decimal", placeholder: "2000" })}
        </div>
      </Section>

      <Section title="Returns" description="The return period the home page and the Returns page state (a page places it with {return_days}).">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("returnDays", "Return period (days)", { inputMode: "numeric", hint: "From delivery; empty for 7." })}
        </div>
      </Section>

      <Section title="Order Desk" description="When the To confirm list suggests cancelling, and when a phone's record counts as poor.">
        <div className="grid gap-4 sm:grid-cols-3">
          {field("deskCallAttempts", "Calls before suggesting cancel", { inputMode: "numeric", hint: "“No answer” calls; empty for 3." })}
          {field("poorRecordMinBad", "Cancelled orders for a poor record", { inputMode: "numeric", hint: "At least this many; empty for 2." })}
          {field("poorRecordMinPercent", "Share of finished orders (%)", { inputMode: "numeric", hint: "And at least this share; empty for 50." })}
        </div>
      </Section>

      <div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = `settings-section-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

function DeliveryZones({ zones }: { zones: Route.ComponentProps["loaderData"]["zones"] }) {
  const [editing, setEditing] = useState<ZoneRecord | "new" | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <section aria-labelledby="settings-zones" className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:p-6 [&>*]:min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="settings-zones" className="text-lg font-semibold">
            Delivery Zones
          </h2>
          <p className="mt-1 text-sm text-gray-600">Checkout offers the active zones in this order; the first is preselected.</p>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          Add Zone
        </Button>
      </div>
      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Zone</TableHead>
              <TableHead align="right">Charge</TableHead>
              <TableHead>Delivery Estimate</TableHead>
              <TableHead>Status</TableHead>
              <TableHead align="right">Order</TableHead>
              <TableHead align="right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {zones.length === 0 ? (
              <TableEmpty colSpan={6}>
                No delivery zones yet: checkout cannot take orders until one is active
              </TableEmpty>
            ) : (
              zones.map((zone) => (
                <TableRow key={zone.key}>
                  <TableCell>
                    <span className="font-medium">{zone.name}</span>
                    {zone.nameBn ? (
                      <span lang="bn" className="block text-sm text-gray-600">
                        {zone.nameBn}
                      </span>
                    ) : null}
                    <code className="mt-0.5 block text-xs text-gray-500">{zone.key}</code>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatPrice(zone.charge)}</TableCell>
                  <TableCell>
                    {zone.estimate}
                    {zone.estimateBn ? (
                      <span lang="bn" className="block text-sm text-gray-600">
                        {zone.estimateBn}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
                      <Badge variant="custom" className={zone.isActive ? "whitespace-nowrap bg-green-100 text-green-800" : "whitespace-nowrap bg-gray-100 text-gray-700"}>{zone.isActive ? "Active" : "Inactive"}</Badge>
                      {zone.inUse ? <Badge variant="custom" className="whitespace-nowrap bg-blue-50 text-blue-800">Used by orders</Badge> : null}
                    </div>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{zone.displayOrder}</TableCell>
                  <RowActions label={zone.name} onEdit={() => setEditing(zone)} onDelete={() => setDeleting(zone.key)} />
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <ZoneDialog zone={editing} onClose={() => setEditing(null)} />
      <ConfirmDelete
        title="Delete Delivery Zone?"
        description="The zone will be removed. A zone that orders use cannot be deleted: deactivate it instead."
        id={deleting}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
