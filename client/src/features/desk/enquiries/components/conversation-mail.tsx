import { useState } from "react";
import type { EmailInEntry, EmailOutEntry } from "@shared/conversation";
import { Button } from "@/components/ui/button";
import { useDeskTime } from "../../components/use-desk-time";
import { fileSize } from "@/lib/file-size";

/**
 * An e-mail of the conversation on the timeline: its subject and words as plain text (a visitor's
 * HTML arrives already turned into text, and React escapes what is left), the quoted history on
 * request, attachments as downloads, and a reply's delivery.
 */
export function ConversationMail({ entry }: { entry: EmailInEntry | EmailOutEntry }) {
  const [full, setFull] = useState(false);
  const time = useDeskTime();
  const hasMore = entry.fullText.trim() !== entry.text.trim();
  return (
    <div className="mt-1 grid gap-1" data-mail-text>
      {entry.kind === "email-out" && (
        <p className="break-words text-sm text-ink-muted">
          To {entry.to}
          {entry.sentAt && ` · sent ${time(entry.sentAt)}`}
        </p>
      )}
      {entry.subject && <p className="break-words text-base font-semibold">{entry.subject}</p>}
      <p className="whitespace-pre-wrap break-words text-base">{full ? entry.fullText : entry.text}</p>
      {hasMore && (
        <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => setFull((f) => !f)} aria-expanded={full}>
          {full ? "Hide the quoted text" : "Show the whole message"}
        </Button>
      )}
      {entry.kind === "email-in" && entry.attachments.length > 0 && (
        <ul className="grid gap-1 text-base" aria-label="Attachments">
          {entry.attachments.map((a, i) => (
            <li key={i} className="break-words">
              {a.url ? (
                <a className="text-teal underline" href={a.url} download={a.name}>
                  {a.name}
                </a>
              ) : (
                <span>{a.name}</span>
              )}{" "}
              <span className="text-sm text-ink-muted">({fileSize(a.size)}{a.url ? "" : ", not kept"})</span>
            </li>
          ))}
        </ul>
      )}
      {entry.kind === "email-in" && entry.attachmentNote && <p className="text-sm text-ink-muted">{entry.attachmentNote}</p>}
    </div>
  );
}
