import { Slot } from "radix-ui";
import { cn } from "~/lib/utils";
import { buttonVariants, type ButtonVariantProps } from "./button";

/** The button's look on its one child, a link (`<ButtonSlot><Link …/></ButtonSlot>`), through Radix's Slot. */
export function ButtonSlot({ className, variant, size, shape, ...props }: React.ComponentProps<typeof Slot.Root> & ButtonVariantProps) {
  return <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size, shape, className }))} {...props} />;
}
