import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import type { RefundTier } from "@shared/money";
import { refundTierText } from "../trip-words";

/** What cancelling would give back, as dates for this trip (docs/money.md). */
export function RefundTiers({ tiers }: { tiers: RefundTier[] }) {
  return (
    <>
      <ul className="list-disc space-y-1 pl-5 marker:text-saffron-dark">
        {tiers.map((t) => (
          <li key={`${t.fromDay ?? ""}-${t.lastDay ?? ""}`}>{refundTierText(t)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Percentages are of what you have paid. Medical and family emergencies are treated with more care: see our{" "}
        <Link href={PATHS.refundPolicies} className="text-teal underline underline-offset-4">
          refund policies
        </Link>
        .
      </p>
    </>
  );
}
