import { Suspense, useRef, useState, type AnchorHTMLAttributes } from "react";
import type { VariantProps } from "class-variance-authority";
import type { TripType } from "@shared/booking-status";
import type { CardDeparture } from "@shared/departures/card-departure";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useOnFirstCommit } from "@/lib/use-hydrated-effect";
import { cn } from "@/lib/utils";
import { DialogBoundary } from "./dialog-boundary";
import { lazyBookingDialog, loadBookingDialog, resetLazyBookingDialog } from "../dialog-loader";
import { BOOK_BUTTON_ATTR, claimPendingPress, ENQUIRE_HREF } from "../pending-press";

export interface BookButtonProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "onClick" | "children" | "href" | "role">,
    VariantProps<typeof buttonVariants> {
  tripType: TripType;
  /** The trip category preselected in the form; the label reads "Book {category}" when given. */
  category?: string;
  /** Overrides the visible label (e.g. "Book Now" on a card). */
  label?: string;
  /**
   * Opens the dialog for a press made before hydration when no Book button kept focus to say
   * which one it was (the navbar's button).
   */
  pendingPressFallback?: boolean;
  /** The programme whose card holds the button, sent with the enquiry as its source. */
  programme?: string;
  /** The departure this button books: the dialog opens with it chosen, beside the programme's others. */
  departure?: CardDeparture;
  departures?: CardDeparture[];
}

// The dialog brings react-hook-form, zod, the day picker and Radix Select; public pages
// only fetch that chunk once someone shows intent to book (hover, focus or click).
function prefetch() {
  loadBookingDialog().catch(() => {
    // A failed prefetch is retried by the click that needs it.
  });
}

/**
 * Opens the enquiry dialog. In the HTML it is a link to the footer's contact details (see
 * pending-press.ts), so it does something useful before the scripts run and without them; a press
 * made before hydration opens the dialog as soon as the page is hydrated.
 */
export function BookButton({
  tripType,
  category,
  label,
  variant,
  size,
  className,
  pendingPressFallback = false,
  programme,
  departure,
  departures,
  onPointerEnter,
  onFocus,
  onKeyDown,
  ...rest
}: BookButtonProps) {
  const [open, setOpen] = useState(false);
  // Read when pressed, never during render: the server render has no location.
  const [path, setPath] = useState<string>();
  // Mounted on first press and kept, so a dismissed form still holds what was typed.
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);
  // One lazy component for the whole page, made once and kept (dialog-loader.ts); it is only made
  // anew after a failed load, so a retry can fetch the chunk again.
  const BookingDialog = lazyBookingDialog();
  const show = () => {
    setPath(window.location.pathname);
    setMounted(true);
    setOpen(true);
  };

  useOnFirstCommit(() => {
    if (claimPendingPress(buttonRef.current, pendingPressFallback)) show();
  });

  return (
    <>
      <a
        ref={buttonRef}
        href={ENQUIRE_HREF}
        role="button"
        aria-haspopup="dialog"
        {...{ [BOOK_BUTTON_ATTR]: "" }}
        className={cn(buttonVariants({ variant, size }), className)}
        onPointerEnter={(event) => {
          prefetch();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          prefetch();
          onFocus?.(event);
        }}
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
        onKeyDown={(event) => {
          // A button answers Space as well as Enter (a link only Enter).
          if (event.key === " ") {
            event.preventDefault();
            show();
          }
          onKeyDown?.(event);
        }}
        {...rest}
      >
        {label ?? (category ? `Book ${category}` : "Book to Transform")}
      </a>
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
            {/* The same component every render (see lazyBookingDialog), so its state is kept. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <BookingDialog
              open={open}
              onOpenChange={setOpen}
              tripType={tripType}
              category={category}
              source={{ path, programme }}
              departure={departure}
              departures={departures}
              returnFocusRef={buttonRef}
            />
          </Suspense>
        </DialogBoundary>
      )}
    </>
  );
}
