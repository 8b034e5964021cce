import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TableCell } from "~/components/ui/table";

/** The Edit and Delete buttons that end every admin table row; `label` names the row for screen readers. */
export function RowActions({ label, onEdit, onDelete }: { label: string; onEdit(): void; onDelete(): void }) {
  return (
    <TableCell className="text-right whitespace-nowrap">
      <Button variant="ghost" size="icon-xs" aria-label={`Edit ${label}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="custom" size="icon-xs" className="text-red-700 hover:bg-red-50" aria-label={`Delete ${label}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </TableCell>
  );
}

/** The Status cell of products and banners: "Active" or "Inactive". */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? "default" : "secondary"}>{active ? "Active" : "Inactive"}</Badge>;
}
