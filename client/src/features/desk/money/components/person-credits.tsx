import { useId } from "react";
import type { RetreatCredit } from "@shared/money";
import { creditWords } from "./credit-line";

/** **Retreat credit** of this booking's person (their cancelled bookings'), with what is left of each. */
export function PersonCredits({ credits }: { credits: RetreatCredit[] }) {
  const headingId = useId();
  if (credits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-1" data-person-credits>
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Retreat credit
      </h3>
      <ul className="grid gap-1 text-sm">
        {credits.map((c) => (
          <li key={c.bookingId} className={c.expired ? "text-ink-muted" : "font-semibold"}>
            {creditWords(c)} <span className="font-normal text-ink-muted">(from {c.reference})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
