import { useId, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { SITE } from "@shared/site";
import { Button } from "@/components/ui/button";
import { EARLY_SUBMIT_ATTR, takeEarlySubmit } from "@/lib/early-submit";
import { useAdoptDomValue, useOnFirstCommit } from "@/lib/use-hydrated-effect";

/**
 * The newsletter makes no call (docs/site.md §2): submitting only clears the field. The thank-you
 * line says so plainly rather than promise a subscription that is not stored anywhere.
 */
export function Newsletter() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // An address typed into the server's HTML before hydration is kept.
  useAdoptDomValue(inputRef, email, setEmail);
  const formRef = useRef<HTMLFormElement>(null);

  function subscribe() {
    setEmail("");
    setSent(true);
  }

  // A Subscribe pressed before hydration (see early-submit.ts) is answered now, as if just pressed.
  useOnFirstCommit(() => {
    if (takeEarlySubmit(formRef.current)) subscribe();
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    subscribe();
  }

  return (
    <section aria-labelledby="newsletter-title" className="bg-white py-20 md:py-24">
      <div className="container">
        <div className="mx-auto max-w-3xl rounded-card bg-saffron-light px-6 py-12 text-center md:px-12">
          <h2 id="newsletter-title" className="text-3xl font-semibold leading-tight md:text-4xl">
            Letters from the road
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">
            New retreat dates, journey stories and the occasional quiet thought, a few times a year.
          </p>
          <form
            ref={formRef}
            method="dialog"
            {...{ [EARLY_SUBMIT_ATTR]: "" }}
            onSubmit={onSubmit}
            className="mx-auto mt-8 flex max-w-lg flex-col gap-3 text-left sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={inputId} className="text-sm font-semibold text-ink">
                Email address
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setSent(false);
                }}
                className="mt-1.5 block h-12 w-full rounded-full border border-ink/15 bg-white px-5 text-base text-ink placeholder:text-ink-muted"
              />
            </div>
            <Button type="submit" size="lg" className="h-12">
              <Send aria-hidden="true" className="h-4 w-4" />
              Subscribe
            </Button>
          </form>
          <p role="status" className="mt-4 min-h-6 text-sm text-ink">
            {sent && (
              <>
                Thank you! While our newsletter gets going, the quickest way to hear about new dates is to{" "}
                <a href={SITE.chatHref} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                  chat with us on {SITE.chatLabel}
                </a>
                .
              </>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
