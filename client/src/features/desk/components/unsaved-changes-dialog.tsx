import { useReturnFocus } from "./use-return-focus";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface UnsavedChangesDialogProps {
  open: boolean;
  /** What the changes are to, as in "Your changes to this programme are not saved." */
  what: string;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asks before unsaved changes are dropped. Staying is the first button and the one focused, so a
 * hurried Enter keeps the work; closing the dialog any other way stays too.
 */
export function UnsavedChangesDialog({ open, what, onStay, onLeave }: UnsavedChangesDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onStay()}>
      {/* alertdialog: it interrupts to ask, and a screen reader says so. */}
      <DialogContent role="alertdialog" data-unsaved-changes {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>Your changes to {what} are not saved. If you leave now, they are lost.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onStay}>
            Keep editing
          </Button>
          <Button type="button" variant="outline" onClick={onLeave}>
            Leave without saving
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
