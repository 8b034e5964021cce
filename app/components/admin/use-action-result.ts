import { useEffect, useRef } from "react";
import { toast } from "~/components/toast";

type Result =
  | { ok: true; toast: string }
  | { ok: false; title: string; message: string; fieldErrors?: Partial<Record<string, string>> };

/**
 * Toasts an admin action's answer once it arrives (success toast, or the title with the reason) and
 * then calls onSuccess. Each answer is handled once, even if the component re-renders.
 */
export function useActionResult(fetcher: { state: string; data?: unknown }, onSuccess?: () => void) {
  const handled = useRef<unknown>(undefined);
  const callback = useRef(onSuccess);
  useEffect(() => {
    callback.current = onSuccess;
  });
  useEffect(() => {
    const result = fetcher.data as Result | undefined;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(result.toast);
      callback.current?.();
    } else {
      toast.error(result.title, { description: result.message });
    }
  }, [fetcher.state, fetcher.data]);
  const result = fetcher.data as Result | undefined;
  return result && !result.ok ? (result.fieldErrors ?? {}) : {};
}
