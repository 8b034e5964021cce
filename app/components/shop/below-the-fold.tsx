import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

/**
 * A page section whose data a loader gave through belowTheFold (app/.server/streamed-section.ts): a
 * promise where the response streams (the section shows `fallback` until it arrives), the data itself
 * where the response was read whole (a catalogue page, documents and client navigations alike).
 *
 * Always inside a Suspense boundary: the browser hydrates a boundary in a pass of its own after the
 * page's, so the page's own hydration (and the taps it replays) does not wait for the section, and a
 * section that fails to render fails alone. But its fallback only for a promise: React renders a
 * boundary's fallback even when the content is already finished, when the boundary could still be
 * moved to the end of the page (over 500 bytes, inside the body). A page read whole never moves it,
 * so every uncached render drew the skeleton and threw it away.
 */
export function BelowTheFold<T>({ data, fallback, children }: { data: T | Promise<T>; fallback: ReactNode; children: (value: T) => ReactNode }) {
  return (
    <Suspense fallback={data instanceof Promise ? fallback : null}>
      {/* A section that failed shows nothing: the rest of the page stands without it. */}
      <Await resolve={data} errorElement={<></>}>
        {children}
      </Await>
    </Suspense>
  );
}
