import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { QueryProvider } from "@/components/query-provider";
import type { TripType } from "@shared/booking-status";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { createBookingMutationOptions, type EnquiryPayload } from "./api/bookings";
import { ApiError } from "@/lib/api-request";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@shared/bot-signals";
import { readVisitSource, sessionStore } from "@/lib/lead-source";
import { leadSourceFields } from "@/lib/lead-source-fields";
import { readLastSearch } from "@/lib/last-search";
import { sendVisitEvent } from "@/lib/visit-beacon";
import { BookingForm } from "./components/booking-form";
import { departureOutcome, EnquirySent, type SentEnquiry } from "./components/enquiry-sent";
import type { CardDeparture } from "@shared/departures/card-departure";
import { DeparturePicker, type DepartureChoice } from "./components/departure-picker";
import { searchDefaults } from "./search-defaults";
import { defaultEnquiryValues, enquiryFormSchema, matchServerErrors, type EnquiryFormValues } from "./enquiry-form";

export interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tripType: TripType;
  category?: string;
  /** Where the Book button was pressed: the page's path and the programme card, if any. */
  source?: { path?: string; programme?: string };
  /** Where focus goes back to when the dialog closes (the Book button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The departure whose Book button was pressed, and the programme's departures to choose among. */
  departure?: CardDeparture;
  departures?: CardDeparture[];
}

export const FALLBACK_ERROR = "Something went wrong. Please try again.";

/** The visitor-facing reason: the server's own message when it sent one. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.details?.message || error.message || FALLBACK_ERROR;
  return FALLBACK_ERROR;
}

/**
 * The enquiry dialog. The form state lives here, outside the dialog content, so closing
 * the dialog by mistake keeps what the visitor typed; only a successful send resets it.
 */
export default function BookingDialog(props: BookingDialogProps) {
  return (
    <QueryProvider>
      <BookingDialogBody {...props} />
    </QueryProvider>
  );
}

function BookingDialogBody({ open, onOpenChange, tripType, category, source, returnFocusRef, departure, departures = [] }: BookingDialogProps) {
  const [choice, setChoice] = useState<DepartureChoice>(departure?.id ?? "other");
  // Private rooms wished for: only on the departure they were chosen with.
  const [rooms, setRooms] = useState(0);
  const choose = (next: DepartureChoice) => {
    setChoice(next);
    setRooms(0);
  };
  const defaults = useMemo(
    () => ({ ...defaultEnquiryValues(tripType, category), ...searchDefaults(readLastSearch(), new Date()) }),
    [tripType, category],
  );
  const form = useForm<EnquiryFormValues, unknown, EnquiryPayload>({
    resolver: zodResolver(enquiryFormSchema),
    defaultValues: defaults,
  });
  const mutation = useMutation(createBookingMutationOptions());
  // Once sent, the dialog shows the confirmation until it is closed; the next opening is a new form.
  const [sent, setSent] = useState<SentEnquiry | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setSent(null);
    onOpenChange(next);
  };
  const honeypotRef = useRef<HTMLInputElement>(null);
  const openedAt = useRef<number | null>(null);
  // A monotonic clock: a wall-clock change while the form is open can't make a person look like a bot.
  useEffect(() => {
    if (open && openedAt.current === null) openedAt.current = performance.now();
  }, [open]);
  useEffect(() => {
    if (open) sendVisitEvent("enquiry-open", source?.path ?? window.location.pathname, source?.programme);
  }, [open, source?.path, source?.programme]);

  const submit = async (payload: EnquiryPayload) => {
    let created;
    try {
      created = await mutation.mutateAsync({
        ...payload,
        ...leadSourceFields(readVisitSource(sessionStore()), source?.path, source?.programme),
        ...(choice === "other" ? {} : { departureId: choice, ...(rooms > 0 ? { privateRoomsWished: rooms } : {}) }),
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
        [FILL_TIME_FIELD]: Math.round(performance.now() - (openedAt.current ?? performance.now())),
      });
    } catch (error) {
      const fieldErrors = matchServerErrors(error instanceof ApiError ? error.details?.errors : undefined);
      fieldErrors.forEach(({ name, message }, index) =>
        form.setError(name, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      toast({ variant: "destructive", title: "Submission Failed", description: failureMessage(error) });
      return;
    }
    toast({
      title: "Booking Inquiry Submitted!",
      description: "We'll contact you within 24 hours to discuss your amazing journey.",
    });
    form.reset(defaults);
    openedAt.current = null;
    setSent({ reference: created.reference, email: payload.email, ...departureOutcome(created) });
  };
  // Made per submit event, so the refs are read when the person sends the form, never in render.
  const onSubmit = (event?: BaseSyntheticEvent) => form.handleSubmit(submit)(event);

  const groupSize = Number(useWatch({ control: form.control, name: "groupSize" })) || 0;
  const title = category ? `Book ${category}` : "Book to Transform";
  // The programme whose Book button was pressed, so the visitor sees the dialog is about it.
  const chosen = departures.find((d) => d.id === choice);
  const programmeLine = source?.programme
    ? [source.programme, chosen ? chosen.dates : category].filter(Boolean).join(" · ")
    : null;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Radix returns focus to its own trigger; this dialog is opened by a plain button.
          if (returnFocusRef?.current) {
            event.preventDefault();
            returnFocusRef.current.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {programmeLine && (
            <p className="font-semibold text-teal" data-testid="enquiry-programme">
              {programmeLine}
            </p>
          )}
          <DialogDescription>
            {sent
              ? "Thank you: your enquiry has reached us."
              : "Tell us a little about you and the journey you have in mind. We'll contact you within 24 hours."}
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <EnquirySent sent={sent} />
        ) : (
          <BookingForm
            form={form}
            category={category}
            onSubmit={onSubmit}
            honeypotRef={honeypotRef}
            departurePicker={departures.length > 0 ? <DeparturePicker departures={departures} value={choice} onChange={choose} groupSize={groupSize} privateRooms={rooms} onPrivateRooms={setRooms} /> : undefined}
            datesFromDeparture={choice !== "other"}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
