import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A desk form's two closing buttons: its action (disabled while it can't or is under way) and Cancel (or another word, e.g. Skip). */
export function SubmitOrCancel({ children, disabled, onCancel, cancelLabel = "Cancel" }: { children: ReactNode; disabled: boolean; onCancel: () => void; cancelLabel?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={disabled}>
        {children}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
