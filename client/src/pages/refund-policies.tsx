import { Link } from "wouter";
import { formatRupees } from "@shared/money/rupees";
import { PATHS } from "@shared/routes";
import { DataTable } from "@/components/static/data-table";
import { PolicyPage } from "@/components/static/policy-page";
import { PolicySection } from "@/components/static/policy-section";
import {
  DATE_CHANGES,
  formatPercent,
  INSURANCE_WITHIN_DAYS,
  PROVIDER_CANCELLATION,
  REFUND_PROCESSING,
  REFUND_SCALES,
  RESPONSE_TIMES,
  RETREAT_CREDIT,
  SPECIAL_CASES,
  type ProcessingTime,
  type RefundTier,
  type SpecialCase,
} from "@/content/policy-content";

const SECTIONS = [
  { id: "cancelling", title: "If you cancel" },
  { id: "emergencies", title: "Emergencies and force majeure" },
  { id: "credits", title: "Retreat credits" },
  { id: "date-changes", title: "Changing your dates" },
  { id: "our-changes", title: "If we cancel or change your trip" },
  { id: "processing", title: "How long refunds take" },
  { id: "insurance", title: "Travel insurance" },
] as const;

const refundQueries = RESPONSE_TIMES.find((r) => r.channel === "Refund requests")!;

export default function RefundPoliciesPage() {
  return (
    <PolicyPage
      title="Refund Policies"
      art="/art/backwaters.svg"
      intro="Plans change. Here is exactly what you get back, and how quickly, if you need to cancel, change your dates or if we have to change the trip."
      sections={SECTIONS}
    >
      <PolicySection id="cancelling" title="If you cancel">
        <p>
          Your refund depends on how many days before the start date we receive your cancellation in writing (an e-mail
          or chat message is fine). The percentage is of the total amount you have paid.
        </p>
        {REFUND_SCALES.map((s) => (
          <DataTable<RefundTier>
            key={s.key}
            caption={`${s.title}: cancellation refunds`}
            rows={s.tiers}
            rowKey={(t) => t.window}
            columns={[
              { header: "Cancelled before the start", cell: (t) => t.window },
              { header: "Refund", cell: (t) => formatPercent(t.percent), numeric: true },
              { header: "Notes", cell: (t) => t.note || "—" },
            ]}
          />
        ))}
      </PolicySection>

      <PolicySection id="emergencies" title="Emergencies and force majeure">
        <p>Some reasons for cancelling are outside anyone&apos;s control. In these cases the table above does not apply.</p>
        <DataTable<SpecialCase>
          caption="Special cases"
          rows={SPECIAL_CASES}
          rowKey={(c) => c.situation}
          columns={[
            { header: "Situation", cell: (c) => c.situation },
            { header: "What you get", cell: (c) => c.outcome },
            { header: "What we need", cell: (c) => c.detail },
          ]}
        />
      </PolicySection>

      <PolicySection id="credits" title="Retreat credits">
        <p>Instead of a refund you can choose a retreat credit:</p>
        <ul>
          <li>
            It keeps <strong>{formatPercent(RETREAT_CREDIT.valuePercent)}</strong> of what you paid, with no processing fee.
          </li>
          <li>
            It is valid for <strong>{RETREAT_CREDIT.validMonths} months</strong> on any of our retreats or trips.
          </li>
          <li>You can transfer it to {RETREAT_CREDIT.transferableTo}.</li>
        </ul>
      </PolicySection>

      <PolicySection id="date-changes" title="Changing your dates">
        <ul>
          <li>
            Your first date change is <strong>free</strong> if you ask at least{" "}
            <strong>{DATE_CHANGES.freeUntilDaysBefore} days</strong> before the start date.
          </li>
          <li>
            Each further change costs <strong>{formatRupees(DATE_CHANGES.furtherChangeFeeInr)}</strong>.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="our-changes" title="If we cancel or change your trip">
        <ul>
          <li>
            If we cancel, you receive a <strong>full refund within {PROVIDER_CANCELLATION.refundWithinBusinessDays}{" "}
            business days</strong>.
          </li>
          <li>
            We also reimburse flights you have already booked, up to{" "}
            <strong>{formatRupees(PROVIDER_CANCELLATION.flightReimbursementInr)} per person</strong>.
          </li>
          <li>
            The same applies if we make a <strong>significant change</strong>: moving the dates by more than{" "}
            {PROVIDER_CANCELLATION.significantShiftDays} days, or changing the location. You can accept the change or
            cancel on these terms.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="processing" title="How long refunds take">
        <p>
          We reply to refund requests {refundQueries.time.toLowerCase()}. Once approved, your money is returned by
          the way you paid:
        </p>
        <DataTable<ProcessingTime>
          caption="Refund processing times"
          rows={REFUND_PROCESSING}
          rowKey={(p) => p.method}
          columns={[
            { header: "How you paid", cell: (p) => p.method },
            { header: "Time to reach you", cell: (p) => p.time },
          ]}
        />
      </PolicySection>

      <PolicySection id="insurance" title="Travel insurance">
        <p>
          Please buy travel insurance within <strong>{INSURANCE_WITHIN_DAYS} days of paying your deposit</strong>,
          covering cancellation, medical care and travel disruption. It protects you in the cases this policy cannot.
        </p>
        <p>
          See also our <Link href={PATHS.paymentPolicies}>payment policies</Link> and{" "}
          <Link href={PATHS.terms}>terms and conditions</Link>, or <Link href={PATHS.contact}>contact us</Link>{" "}
          with any question.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
