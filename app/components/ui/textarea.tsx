import { cn } from "~/lib/utils";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex min-h-20 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:opacity-50 aria-invalid:border-red-600 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
