import { lazy, Suspense, useEffect, useState } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

// sonner is 9 kB of JavaScript that no page needs to show itself: it loads with the first toast, or
// as soon as the shopper first touches the page (so it is usually there before anything toasts).
type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
const whenLoaded = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    void sonner.then(() => {
      for (const mount of whenLoaded) mount();
    });
  }
  return sonner;
}

/** The app's toasts: sonner's, loaded on first use. A toast shown before the Toaster mounts is replayed by it. */
export const toast = {
  success: (message: string, options?: ExternalToast) => void loadSonner().then(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => void loadSonner().then(({ toast }) => toast.error(message, options)),
  info: (message: string, options?: ExternalToast) => void loadSonner().then(({ toast }) => toast.info(message, options)),
};

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** sonner's Toaster, mounted once sonner has loaded. */
export function Toaster(props: ToasterProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const mount = () => setLoaded(true);
    whenLoaded.add(mount);
    if (sonner) void sonner.then(mount);
    const warmUp = () => void loadSonner();
    window.addEventListener("pointerdown", warmUp, { once: true, capture: true });
    window.addEventListener("keydown", warmUp, { once: true, capture: true });
    return () => {
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
