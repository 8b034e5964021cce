import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "~/lib/utils";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={cn("text-sm font-medium text-gray-900", className)} {...props} />;
}
