import { useFetcher } from "react-router";
import type { ZoneRecord } from "~/lib/delivery";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { describedBy, FormField } from "./form-field";
import { useActionResult } from "./use-action-result";


/** Add/edit delivery zone dialog: name (and its Bangla), charge (taka), delivery estimate (and its Bangla), display order, active. */
export function ZoneDialog({ zone, onClose }: { zone: ZoneRecord | "new" | null; onClose: () => void }) {
  return (
    <Dialog open={zone !== null} onOpenChange={(open) => !open && onClose()}>
      {zone !== null ? <ZoneForm key={zone === "new" ? "new" : zone.key} zone={zone === "new" ? null : zone} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ZoneForm({ zone, onClose }: { zone: ZoneRecord | null; onClose: () => void }) {
  const creating = zone === null;
  const fetcher = useFetcher();
  const errors = useActionResult(fetcher, onClose);
  const saving = fetcher.state !== "idle";

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{creating ? "Add Delivery Zone" : "Edit Delivery Zone"}</DialogTitle>
        <DialogDescription>
          {creating
            ? "Shoppers choose a zone at checkout; its charge is added to their order."
            : "Orders already placed keep the name, charge and estimate they were placed with."}
        </DialogDescription>
      </DialogHeader>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value={creating ? "create-zone" : "update-zone"} />
        {zone ? <input type="hidden" name="key" value={zone.key} /> : null}
        <FormField id="zone-name" label="Name" error={errors.name}>
          <Input {...describedBy("zone-name", errors.name)} name="name" required placeholder="e.g. Dhaka suburbs" defaultValue={zone?.name ?? ""} />
        </FormField>
        <FormField id="zone-name-bn" label="Name (বাংলা)" error={errors.nameBn}>
          <Input {...describedBy("zone-name-bn", errors.nameBn)} name="nameBn" lang="bn" defaultValue={zone?.nameBn ?? ""} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="zone-charge" label="Charge (৳)" error={errors.charge}>
            <Input
              {...describedBy("zone-charge", errors.charge)}
              name="charge"
              required
              inputMode="decimal"
              placeholder="100"
              defaultValue={zone?.charge ?? ""}
            />
          </FormField>
          <FormField id="zone-order" label="Display Order" error={errors.displayOrder}>
            <Input
              {...describedBy("zone-order", errors.displayOrder)}
              name="displayOrder"
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              defaultValue={zone?.displayOrder ?? 0}
            />
          </FormField>
        </div>
        <FormField id="zone-estimate" label="Delivery Estimate" error={errors.estimate}>
          <Input
            {...describedBy("zone-estimate", errors.estimate)}
            name="estimate"
            required
            placeholder="e.g. 2-4 business days"
            defaultValue={zone?.estimate ?? ""}
          />
        </FormField>
        <FormField id="zone-estimate-bn" label="Delivery Estimate (বাংলা)" error={errors.estimateBn}>
          <Input {...describedBy("zone-estimate-bn", errors.estimateBn)} name="estimateBn" lang="bn" defaultValue={zone?.estimateBn ?? ""} />
        </FormField>
        <div className="flex items-center gap-2">
          <Switch id="zone-active" name="isActive" defaultChecked={zone?.isActive ?? true} />
          <Label htmlFor="zone-active">Active (offered at checkout)</Label>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : creating ? "Create Zone" : "Update Zone"}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
