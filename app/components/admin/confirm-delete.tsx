import { useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useActionResult } from "./use-action-result";

/**
 * "Delete …?" confirmation with the buttons "Yes, delete it!" and Cancel. Posts intent=delete and the id
 * to the current route; toasts the answer and closes on success.
 */
export function ConfirmDelete({
  title,
  description,
  id,
  onClose,
}: {
  title: string;
  description: string;
  id: number | string | null;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id !== null ? <ConfirmDeleteContent title={title} description={description} id={id} onClose={onClose} /> : null}
    </AlertDialog>
  );
}

function ConfirmDeleteContent({ title, description, id, onClose }: { title: string; description: string; id: number | string; onClose: () => void }) {
  const fetcher = useFetcher();
  useActionResult(fetcher, onClose);
  const busy = fetcher.state !== "idle";
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <AlertDialogFooter>
          <AlertDialogCancel type="button" disabled={busy}>
            Cancel
          </AlertDialogCancel>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? "Deleting..." : "Yes, delete it!"}
          </Button>
        </AlertDialogFooter>
      </fetcher.Form>
    </AlertDialogContent>
  );
}
