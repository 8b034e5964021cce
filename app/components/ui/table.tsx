import { cn } from "~/lib/utils";

// A caller's className is appended, not merged (no tailwind-merge), so what callers vary is a prop or
// a component here: a header cell's alignment, the rows that highlight on hover, the empty-table row.

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0 [&>tr]:hover:bg-gray-50", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("border-b border-gray-200 transition-colors", className)} {...props} />;
}

export function TableHead({ className, align = "left", ...props }: Omit<React.ComponentProps<"th">, "align"> & { align?: "left" | "right" }) {
  return (
    <th
      data-slot="table-head"
      className={cn("h-10 px-3 align-middle font-medium whitespace-nowrap text-gray-700", align === "right" ? "text-right" : "text-left", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-3 py-2 align-middle", className)} {...props} />;
}

/** The one row of a table with nothing to list: `children` across all `colSpan` columns. */
export function TableEmpty({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <TableRow>
      <td data-slot="table-cell" colSpan={colSpan} className="px-3 py-10 text-center align-middle text-gray-600">
        {children}
      </td>
    </TableRow>
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("mt-4 text-sm text-gray-600", className)} {...props} />;
}
