import { lazy, Suspense, useEffect, useState } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

// sonner is 9 kB of JavaScript that no page needs to show itself: it loads once the page has
// hydrated and the phone is idle, or sooner with the shopper's first touch or the first toast. A
// toast that had to wait for it came half a second after the tap on a slow phone.
type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
const whenLoaded = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const loading = import("sonner");
    sonner = loading;
    loading.then(
      () => {
        for (const mount of whenLoaded) mount();
      },
      // A lost connection, or a deploy that replaced the file: the next toast tries again.
      () => {
        if (sonner === loading) sonner = undefined;
      },
    );
  }
  return sonner;
}

type Kind = "success" | "error" | "info";
type Options = Pick<ExternalToast, "description" | "duration">;

function show(kind: Kind, message: string, options?: Options) {
  loadSonner()
    .then(({ toast }) => toast[kind](message, options))
    .catch(() => {
      // Without sonner an error must still reach the shopper (checkout refusals are only toasts).
      if (kind === "error") window.alert(typeof options?.description === "string" ? `${message}\n${options.description}` : message);
    });
}

/** The app's toasts: sonner's, loaded on first use. A toast shown before the Toaster mounts is replayed by it. */
export const toast = {
  success: (message: string, options?: Options) => show("success", message, options),
  error: (message: string, options?: Options) => show("error", message, options),
  info: (message: string, options?: Options) => show("info", message, options),
};

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** sonner's Toaster, mounted once sonner has loaded. */
export function Toaster(props: ToasterProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const mount = () => setLoaded(true);
    whenLoaded.add(mount);
    if (sonner) sonner.then(mount, () => undefined);
    const warmUp = () => void loadSonner().catch(() => undefined);
    window.addEventListener("pointerdown", warmUp, { once: true, capture: true });
    window.addEventListener("keydown", warmUp, { once: true, capture: true });
    const idle = window.requestIdleCallback ? window.requestIdleCallback(warmUp, { timeout: 2000 }) : window.setTimeout(warmUp, 1000);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      whenLoaded.delete(mount);
      window.removeEventListener("pointerdown", warmUp, { capture: true });
      window.removeEventListener("keydown", warmUp, { capture: true });
    };
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  ) : null;
}
