import { Copy } from "lucide-react";
import { toast } from "~/components/toast";
import { Button } from "~/components/ui/button";

/** Copies text, falling back to a hidden textarea where the Clipboard API is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/** An icon button that copies `text` and toasts "Copied!" for 1.5 s. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-2xs"
      aria-label={label}
      onClick={() => {
        void copyText(text).then((copied) => {
          if (copied) toast.info("Copied!", { duration: 1500 });
          else toast.error("Copy failed");
        });
      }}
    >
      <Copy aria-hidden="true" className="size-3.5!" />
    </Button>
  );
}
