import { useEffect, useId, useState, type FormEvent } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BookingListItem, Jsonified } from "@shared/api-types";
import type { UnmatchedMail as Mail } from "@shared/conversation";
import { Button } from "@/components/ui/button";
import { fileSize } from "@/lib/file-size";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QueryView } from "../../components/query-view";
import { useDeskTime } from "../../components/use-desk-time";
import { unmatchedMailQueryOptions } from "../api/unmatched-mail";
import { attachMailMutation } from "../api/attach-mail";
import { findBookingsQueryOptions } from "../api/find-bookings";
import { useDeskAction } from "../../components/use-desk-action";
import { SEARCH_DEBOUNCE_MS } from "./booking-search";

/** Incoming e-mails that joined no booking, newest first, with their words, each attachable to a booking found and named first. */
export function UnmatchedMail() {
  const mail = useInfiniteQuery(unmatchedMailQueryOptions());
  return (
    <QueryView query={mail} loading="Loading unmatched mail" failed="We couldn't load the unmatched mail." spinnerClassName="justify-start py-2">
      {({ pages }) => {
        const list = pages.flatMap((p) => p.items);
        const total = pages[0]?.total ?? list.length;
        return list.length === 0 ? (
          <p className="text-base text-ink-muted">Every incoming e-mail is on a booking.</p>
        ) : (
          <>
            <ul className="grid gap-3" data-unmatched-mail>
              {list.map((m) => (
                <UnmatchedItem key={m.id} mail={m} />
              ))}
            </ul>
            <div className="flex flex-col items-start gap-2 py-2">
              <p className="text-base text-ink-muted" aria-live="polite" data-unmatched-count>
                Showing {list.length} of {total} unmatched e-mails
              </p>
              {mail.hasNextPage && (
                <Button type="button" variant="outline" onClick={() => void mail.fetchNextPage()} disabled={mail.isFetchingNextPage}>
                  {mail.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              )}
            </div>
          </>
        );
      }}
    </QueryView>
  );
}

function UnmatchedItem({ mail }: { mail: Mail }) {
  const time = useDeskTime();
  const [whole, setWhole] = useState(false);
  return (
    <li className="grid gap-2 border-b border-ink/10 pb-3" data-unmatched-id={mail.id}>
      <p className="break-words text-base font-semibold">{mail.subject || "(no subject)"}</p>
      <p className="break-words text-sm text-ink-muted">
        From {mail.from || "(unknown)"} · <time dateTime={mail.receivedAt}>{time(mail.receivedAt)}</time>
      </p>
      {mail.unreadable && (
        <p className="text-base font-semibold text-status-cancelled" data-unreadable>
          Could not be read ({fileSize(mail.unreadable.size)})
          {mail.unreadable.url && (
            <>
              {" · "}
              <a className="text-teal underline" href={mail.unreadable.url} download="message.eml">
                Download the raw message
              </a>
            </>
          )}
        </p>
      )}
      {mail.text ? (
        <>
          <p className={whole ? "whitespace-pre-wrap break-words text-base" : "max-h-[6em] overflow-hidden whitespace-pre-wrap break-words text-base"} data-unmatched-text>
            {mail.text}
          </p>
          <Button type="button" variant="ghost" size="sm" className="justify-self-start" aria-expanded={whole} onClick={() => setWhole((w) => !w)}>
            {whole ? "Show less" : "Show the whole text"}
          </Button>
        </>
      ) : (
        <p className="text-base text-ink-muted">This message could not be read as text.</p>
      )}
      <AttachForm mailId={mail.id} />
    </li>
  );
}

type Candidate = Jsonified<BookingListItem>;

/** Find the booking by reference, name or e-mail; choose it, see its name and reference, then attach. */
function AttachForm({ mailId }: { mailId: number }) {
  const id = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<Candidate | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery(findBookingsQueryOptions(q));
  const attach = useDeskAction(attachMailMutation, { done: "E-mail attached", failed: "Attaching failed", failedDetail: "Find the booking again and retry." });
  const candidates = q.trim().length >= 2 ? (found.data ?? []) : [];
  // A whole reference typed is a choice made: that booking is offered at once.
  const exact = candidates.find((c) => c.reference === q.trim().toUpperCase());
  const target = chosen ?? exact ?? null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (target) attach.mutate({ id: mailId, reference: target.reference });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2" aria-label="Attach to booking">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-find`}>Find the booking: reference, name or e-mail</Label>
        <Input
          id={`${id}-find`}
          value={text}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setChosen(null);
          }}
        />
      </div>
      {q.trim().length >= 2 && found.isSuccess && candidates.length === 0 && <p className="text-base text-ink-muted">No booking matches that.</p>}
      {candidates.length > 0 && (
        <fieldset className="grid gap-1">
          <legend className="sr-only">Bookings found</legend>
          {candidates.map((c) => (
            <label key={c.id} className="flex min-h-11 items-center gap-2 text-base">
              <input type="radio" name={`${id}-booking`} className="h-4 w-4 accent-teal" checked={target?.id === c.id} onChange={() => setChosen(c)} />
              <span className="min-w-0 break-words">
                {c.firstName} {c.lastName} · <span className="font-semibold">{c.reference}</span> · {c.email}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Button type="submit" className="justify-self-start" disabled={!target || attach.isPending}>
        {target ? `Attach to booking ${target.reference} (${target.firstName} ${target.lastName})` : "Attach to booking"}
      </Button>
    </form>
  );
}
