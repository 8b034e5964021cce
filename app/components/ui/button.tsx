import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/utils";

// A caller's className is appended, not merged (no tailwind-merge): a class it gives must not set what
// a variant already sets, so colours, sizes and rounding that differ are variants here.
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white hover:bg-brand-800",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        outline: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
        secondary: "bg-gray-100 text-gray-900 hover:bg-gray-200",
        ghost: "text-gray-800 hover:bg-gray-100",
        link: "text-brand-700 underline-offset-4 hover:underline",
        /** No colours of its own: the caller's className gives them (red remove buttons, buttons over images). */
        custom: "",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-9 px-3 text-sm",
        lg: "h-11 px-6 text-base",
        icon: "size-10 text-sm",
        "icon-sm": "size-9 text-sm",
        "icon-xs": "size-8 text-sm",
        "icon-2xs": "size-7 text-sm",
      },
      shape: {
        default: "rounded-md",
        round: "rounded-full",
      },
    },
    defaultVariants: { variant: "default", size: "default", shape: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/**
 * A button. A link that looks like one is the link itself with `buttonVariants(…)` as its class
 * (storefront pages), or a `ButtonSlot` around it (button-slot.tsx: Radix's Slot, ~1 kB gzipped,
 * which catalogue pages are spared).
 */
export function Button({ className, variant, size, shape, ...props }: React.ComponentProps<"button"> & ButtonVariantProps) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size, shape, className }))} {...props} />;
}
