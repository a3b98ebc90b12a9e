import { Suspense, useRef, useState } from "react";
import type { TripType } from "@shared/schema";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { DialogBoundary } from "./dialog-boundary";
import { lazyBookingDialog, loadBookingDialog, resetLazyBookingDialog } from "./dialog-loader";

export interface BookButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  tripType: TripType;
  /** The trip category preselected in the form; the label reads "Book {category}" when given. */
  category?: string;
  /** Overrides the visible label (e.g. "Book Now" on a card). */
  label?: string;
  /** The programme whose card holds the button, sent with the enquiry as its source. */
  programme?: string;
}

// The dialog brings react-hook-form, zod, the day picker and Radix Select; public pages
// only fetch that chunk once someone shows intent to book (hover, focus or click).
function prefetch() {
  loadBookingDialog().catch(() => {
    // A failed prefetch is retried by the click that needs it.
  });
}

export function BookButton({ tripType, category, label, programme, onPointerEnter, onFocus, ...rest }: BookButtonProps) {
  const [open, setOpen] = useState(false);
  // Read when pressed, never during render: the server render has no location.
  const [path, setPath] = useState<string>();
  // Mounted on first click and kept, so a dismissed form still holds what was typed.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const BookingDialog = lazyBookingDialog();

  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={(event) => {
          prefetch();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          prefetch();
          onFocus?.(event);
        }}
        onClick={() => {
          setPath(window.location.pathname);
          setMounted(true);
          setOpen(true);
        }}
        {...rest}
      >
        {label ?? (category ? `Book ${category}` : "Book to Transform")}
      </Button>
      {mounted && (
        <DialogBoundary
          onError={() => {
            resetLazyBookingDialog();
            setMounted(false);
            setOpen(false);
            toast({
              variant: "destructive",
              title: "We couldn't open the booking form",
              description: "Please check your connection and try again.",
            });
          }}
        >
          <Suspense fallback={null}>
            <BookingDialog
              open={open}
              onOpenChange={setOpen}
              tripType={tripType}
              category={category}
              source={{ path, programme }}
              returnFocusRef={buttonRef}
            />
          </Suspense>
        </DialogBoundary>
      )}
    </>
  );
}
