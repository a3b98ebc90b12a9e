import { useRef, useState, type FormEvent } from "react";
import type { Quote } from "@shared/money";
import { Button } from "@/components/ui/button";
import { acceptQuote, type AcceptResult } from "../api/trip-api";

export interface AcceptQuoteFormProps {
  token: string;
  quote: Quote;
  onAnswer: (result: AcceptResult) => void;
}

/**
 * **Accept quote**. Before the scripts run (or without them) it is a plain form: the browser posts
 * it to /trip/<token>/accept, which accepts and sends the visitor back to this page. Once React
 * runs, the same press is one fetch; a second press while it is on its way is ignored, so a quote
 * is never accepted twice.
 */
export function AcceptQuoteForm({ token, quote, onAnswer }: AcceptQuoteFormProps) {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const result = await acceptQuote(token, quote.id);
    sending.current = false;
    setBusy(false);
    onAnswer(result);
  }

  return (
    <form method="post" action={`/trip/${encodeURIComponent(token)}/accept`} onSubmit={submit} className="mt-6">
      <input type="hidden" name="quoteId" value={quote.id} />
      <Button type="submit" size="lg" aria-disabled={busy || undefined} aria-describedby="accept-note">
        Accept quote
      </Button>
      <p id="accept-note" className="mt-3 text-sm text-ink-muted">
        Accepting confirms your booking and fixes the payment schedule below. We will e-mail you the confirmation.
      </p>
    </form>
  );
}
