import { lazy, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { useLocation } from "react-router";
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

// An error belongs to the action that raised it, on the page (the location entry) it was raised on:
// a new page, whether a sign-in that went through or a new /track search, takes the old page's errors
// away. Successes stay (an order placed says so on its way to the confirmation page).
let shownPage: string | undefined;
let pageErrors: (string | number)[] = [];

/** For the Toaster, as a location entry is shown: dismisses the errors raised on the one before. */
export function showingPage(key: string) {
  if (key === shownPage) return;
  shownPage = key;
  const stale = pageErrors;
  pageErrors = [];
  // Only a loaded sonner gave ids.
  if (stale.length > 0) void sonner?.then(({ toast }) => stale.forEach((id) => toast.dismiss(id)));
}

function show(kind: Kind, message: string, options?: Options) {
  const page = shownPage;
  loadSonner()
    .then(({ toast }) => {
      if (kind !== "error") toast[kind](message, options);
      // Raised on a page the shopper has left while sonner loaded: its moment has passed.
      else if (page === shownPage) pageErrors.push(toast.error(message, options));
    })
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
  const { key } = useLocation();
  // A layout effect: it runs before the new page's own effects, which may raise that page's errors.
  useLayoutEffect(() => showingPage(key), [key]);
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
