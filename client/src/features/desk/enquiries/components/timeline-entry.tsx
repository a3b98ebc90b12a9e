import type { TimelineEntry } from "@shared/api-types";
import { capitalize } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useDeskTime, useFollowUpTime } from "../../components/use-desk-time";
import { ConversationMail } from "./conversation-mail";
import { MailText } from "./mail-text";

const CONTACT_LABEL = { call: "Call", email: "E-mail", whatsapp: "WhatsApp" } as const;
const MAIL_LABEL = {
  acknowledgement: "Acknowledgement to the visitor",
  "staff-alert": "Staff alert",
  reply: "Reply",
  "reply-alert": "Alert of the visitor's reply",
  quote: "Quote to the visitor",
  "trip-confirmation": "Confirmation to the visitor",
  "acceptance-alert": "Acceptance alert",
  "payment-receipt": "Payment receipt",
  "payment-reminder": "Payment reminder",
  "cancellation-settlement": "Cancellation settlement",
  "date-change": "Date change",
  "traveller-reminder": "Traveller details reminder",
  "late-fee": "Late fee",
  "refund-paid": "Refund sent",
  "place-free": "A place has opened",
} as const;
const MAIL_STATE = {
  queued: "queued",
  sending: "sending",
  sent: "sent",
  failed: "failed",
  suppressed: "not sent (suppressed)",
  bounced: "bounced",
} as const;

const IN_LABEL = { visitor: "E-mail", unverified: "Unverified e-mail", "auto-reply": "Automatic reply", bounce: "Delivery failure report" } as const;

/** What happened, in one line of words; the details (a note's text, an e-mail's error) follow. */
function entryTitle(entry: TimelineEntry, followUpTime: (at: string) => string): string {
  switch (entry.kind) {
    case "note":
      return `Note by ${entry.by}`;
    case "call":
    case "email":
    case "whatsapp":
      return `${CONTACT_LABEL[entry.kind]} logged by ${entry.by}`;
    case "status":
      return `Status ${entry.from} → ${entry.to} by ${entry.by}`;
    case "assignment":
      return entry.assignee ? `Assigned to ${entry.assignee} by ${entry.by}` : `Unassigned by ${entry.by}`;
    case "not-spam":
      return `Marked not spam by ${entry.by}`;
    case "duplicate":
      return entry.undone
        ? `No longer marked as a duplicate of ${entry.reference}, by ${entry.by}`
        : `Marked as a duplicate of ${entry.reference} by ${entry.by}`;
    case "duplicated-by":
      return entry.undone
        ? `Enquiry ${entry.reference} no longer marked as a duplicate of this one, by ${entry.by}`
        : `Enquiry ${entry.reference} marked as a duplicate of this one by ${entry.by}`;
    case "mail":
      return `${MAIL_LABEL[entry.mailKind] ?? capitalize(entry.mailKind)} e-mail: ${MAIL_STATE[entry.status] ?? entry.status}`;
    case "email-in":
      return `${IN_LABEL[entry.messageKind]} from ${entry.from}${entry.unverified && entry.messageKind !== "unverified" ? " (unverified sender)" : ""}`;
    case "follow-up-set":
      return `Follow-up set for ${followUpTime(entry.followUpAt)} by ${entry.by}`;
    case "follow-up-cleared":
      return `Follow-up cleared by ${entry.by}`;
    case "follow-up-due":
      return "Follow-up due";
    case "money":
      return entry.by === "visitor" ? entry.summary : `${entry.summary}, by ${entry.by}`;
    case "email-out":
      return `Reply by ${entry.by}${entry.status ? `: ${MAIL_STATE[entry.status] ?? entry.status}` : " (from a mail client)"}`;
  }
}

/** One entry: a message of the conversation (`className` gives its side) or a line of the booking's activity. */
export function TimelineItem({ entry, className, message }: { entry: TimelineEntry; className?: string; message?: "in" | "out" }) {
  const time = useDeskTime();
  const followUpTime = useFollowUpTime();
  const failed = (entry.kind === "mail" || entry.kind === "email-out") && entry.status === "failed";
  return (
    <li
      className={cn(className ?? "border-l-2 pl-3", failed ? "border-status-cancelled" : !className && "border-ink/15")}
      data-kind={entry.kind}
      data-message={message}
    >
      <p className={cn("text-base font-semibold [overflow-wrap:anywhere]", failed && "text-status-cancelled")}>{entryTitle(entry, followUpTime)}</p>
      <p className="text-sm text-ink-muted">
        <time dateTime={entry.at}>{time(entry.at)}</time>
      </p>
      {"body" in entry && entry.body && <p className="mt-1 whitespace-pre-wrap text-base [overflow-wrap:anywhere]">{entry.body}</p>}
      {(entry.kind === "follow-up-set" || entry.kind === "follow-up-due") && entry.note && (
        <p className="mt-1 whitespace-pre-wrap break-words text-base">{entry.note}</p>
      )}
      {entry.kind === "not-spam" && (
        <p className="mt-1 text-sm text-ink-muted">
          Had been held as suspected spam{entry.reason && ` (${entry.reason})`}; its e-mails were queued then.
        </p>
      )}
      {entry.kind === "mail" && (
        <p className="mt-1 break-words text-sm text-ink-muted">
          To {entry.to}
          {entry.attempts > 0 && ` · ${entry.attempts === 1 ? "1 attempt" : `${entry.attempts} attempts`}`}
          {entry.sentAt && ` · sent ${time(entry.sentAt)}`}
        </p>
      )}
      {(entry.kind === "email-in" || entry.kind === "email-out") && <ConversationMail entry={entry} />}
      {entry.kind === "mail" && entry.text && <MailText text={entry.text} />}
      {entry.kind === "mail" && entry.lastError && (
        <p className="mt-1 break-words text-sm text-status-cancelled">Last error: {entry.lastError}</p>
      )}
    </li>
  );
}
