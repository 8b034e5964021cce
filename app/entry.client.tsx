import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** How long hydration waits for an idle moment before it starts anyway. */
const IDLE_TIMEOUT_MS = 1_000;

/** The shopper's first touch, key or click starts hydration at once instead of waiting for idle. */
const FIRST_ACTION = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

// Every page is complete as the server renders it, so hydration waits until the page has loaded
// and the phone is idle: it then never competes with the first paint and the first photos (a
// long task on a slow phone, which Lighthouse counts as blocking time), and it runs as a
// transition, which React interrupts for the shopper. A first action before then starts it at
// once: React hydrates synchronously on a discrete event (a click, a change, a submit) that reaches
// a part not yet hydrated, and then dispatches it, so a tap that comes after this script has run is
// not lost. Before this script has run, links and forms work as plain HTML (decision 013).
let started = false;
function hydrate() {
  if (started) return;
  started = true;
  for (const type of FIRST_ACTION) window.removeEventListener(type, hydrate, true);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

for (const type of FIRST_ACTION) window.addEventListener(type, hydrate, { capture: true, passive: true });
const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(hydrate, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(hydrate, 0));
if (document.readyState === "complete") whenIdle();
else window.addEventListener("load", whenIdle, { once: true });
