import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";

/**
 * A page section whose data a loader gave through belowTheFold (app/.server/streamed-section.ts): a
 * promise where the response streams (the section shows `fallback` until it arrives), the data itself
 * where the page was read whole. Only a promise gets a Suspense boundary. React renders a boundary's
 * fallback even when its content is ready (a finished boundary over 500 bytes may still be moved to
 * the end of the page, and would need it), so on a page read whole the skeleton was rendered on every
 * uncached render and thrown away. The browser decodes the same value, so it hydrates the same tree.
 */
export function BelowTheFold<T>({ data, fallback, children }: { data: T | Promise<T>; fallback: ReactNode; children: (value: T) => ReactNode }) {
  if (!(data instanceof Promise)) return children(data);
  return (
    <Suspense fallback={fallback}>
      {/* A section that failed shows nothing: the rest of the page stands without it. */}
      <Await resolve={data} errorElement={<></>}>
        {children}
      </Await>
    </Suspense>
  );
}
