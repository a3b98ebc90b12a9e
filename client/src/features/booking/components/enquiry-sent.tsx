import { useEffect, useRef } from "react";
import { SITE } from "@shared/site";
import { chatAboutEnquiry } from "@shared/whatsapp-link";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";

export interface SentEnquiry {
  /** The booking's reference, the code the visitor can quote. */
  reference: string;
  /** The address the acknowledgement goes to, as the visitor typed it. */
  email: string;
  /** The group did not fit the departure's places left: its place in line, 1 first. */
  waitlistPosition?: number;
  /** The chosen departure had closed meanwhile: the enquiry was kept without it. */
  departureUnavailable?: boolean;
}

/** What the answer to an enquiry says of its departure (server/use-cases/send-enquiry.ts). */
export function departureOutcome(answer: { waitlisted?: boolean; waitlistPosition?: number; departureUnavailable?: boolean }): Partial<SentEnquiry> {
  if (answer.departureUnavailable) return { departureUnavailable: true };
  if (answer.waitlisted && answer.waitlistPosition) return { waitlistPosition: answer.waitlistPosition };
  return {};
}

function DepartureNote({ sent }: { sent: SentEnquiry }) {
  if (sent.waitlistPosition) {
    return (
      <div className="rounded-card border border-saffron bg-saffron-light p-4" data-testid="enquiry-waitlist">
        <p className="font-display text-xl text-ink">You're on the waiting list</p>
        <p className="mt-1 text-base text-ink">
          Your group is number <strong>{sent.waitlistPosition}</strong> in line for this departure. We'll write as soon as places open, or suggest other dates.
        </p>
      </div>
    );
  }
  if (sent.departureUnavailable) {
    return (
      <p className="rounded-card border border-saffron bg-saffron-light p-4 text-base text-ink" data-testid="enquiry-departure-closed">
        The date you chose is no longer open. We have your enquiry, and our team will suggest other dates.
      </p>
    );
  }
  return null;
}

/**
 * What the dialog shows once an enquiry is stored: the reference to quote, where our e-mail went,
 * the 24-hour promise, when someone answers the phone, and WhatsApp with the reference typed in. The toast 'Booking Inquiry Submitted!' (docs/site.md §8) says the same in brief;
 * this stays until the visitor closes it, so the reference can be copied or photographed.
 */
export function EnquirySent({ sent }: { sent: SentEnquiry }) {
  // The form and its focused Send button are gone: focus moves to what replaced them.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="grid gap-5 focus:outline-none" data-testid="enquiry-sent">
      <DepartureNote sent={sent} />
      <div className="rounded-card bg-sand p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Your reference</p>
        <p className="mt-1 font-display text-3xl text-ink" data-testid="enquiry-reference">
          {sent.reference}
        </p>
        <p className="mt-2 text-sm text-ink-muted">Quote it when you write or call, and we'll find your enquiry at once.</p>
      </div>
      <p className="text-base">
        We've e-mailed you at <strong className="break-all">{sent.email}</strong> with a copy of your enquiry.
        We'll contact you within 24 hours to discuss your journey.
      </p>
      <div>
        <p className="text-sm font-semibold text-ink">Our hours (IST)</p>
        <ul className="mt-1 text-sm text-ink-muted">
          {SITE.hours.map((h) => (
            <li key={h.days}>
              {h.days}: {h.time}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-base">
        <a href={chatAboutEnquiry(sent.reference)} target="_blank" rel="noopener noreferrer" className="font-semibold">
          Message us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>{" "}
        with your reference already typed in.
      </p>
      <DialogClose asChild>
        <Button type="button" className="justify-self-start">
          Done
        </Button>
      </DialogClose>
    </div>
  );
}
