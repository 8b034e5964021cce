import { useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { describedBy, FormField } from "./form-field";
import { useActionResult } from "./use-action-result";

const STATE_TEXT = {
  none: "Not saved. Save the API key and secret from Steadfast's merchant panel to send orders to it from the orders page.",
  saved: "Saved. Enter both again to replace them.",
  unreadable: "Saved keys cannot be read with this shop's secret (restored from another installation?). Enter them again.",
} as const;

/**
 * Settings → Steadfast Courier: saves the API key and secret (stored encrypted; the page only ever
 * learns whether they are saved), replaces or removes them.
 */
export function SteadfastKeys({ state }: { state: keyof typeof STATE_TEXT }) {
  const save = useFetcher();
  const clear = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useActionResult(save, () => formRef.current?.reset());
  useActionResult(clear);
  return (
    <section aria-labelledby="settings-section-steadfast" className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:p-6">
      <div>
        <h2 id="settings-section-steadfast" className="text-lg font-semibold">
          Steadfast Courier
        </h2>
        <p className="mt-1 text-sm text-gray-600" data-testid="steadfast-state">
          {STATE_TEXT[state]}
        </p>
      </div>
      <save.Form ref={formRef} method="post" noValidate className="grid gap-4" aria-label="Steadfast keys">
        <input type="hidden" name="intent" value="steadfast-keys" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="steadfast-api-key" label="API Key" error={errors.apiKey}>
            <Input
              {...describedBy("steadfast-api-key", errors.apiKey)}
              name="apiKey"
              type="password"
              autoComplete="off"
              placeholder={state === "saved" ? "••••••••" : ""}
            />
          </FormField>
          <FormField id="steadfast-secret-key" label="Secret Key" error={errors.secretKey}>
            <Input
              {...describedBy("steadfast-secret-key", errors.secretKey)}
              name="secretKey"
              type="password"
              autoComplete="off"
              placeholder={state === "saved" ? "••••••••" : ""}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.state !== "idle"}>
            {save.state !== "idle" ? "Saving..." : state === "none" ? "Save Steadfast keys" : "Replace Steadfast keys"}
          </Button>
        </div>
      </save.Form>
      {state !== "none" ? (
        <clear.Form method="post">
          <input type="hidden" name="intent" value="steadfast-clear" />
          <Button type="submit" variant="outline" disabled={clear.state !== "idle"}>
            Remove Steadfast keys
          </Button>
        </clear.Form>
      ) : null}
    </section>
  );
}
