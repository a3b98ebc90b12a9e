import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { DataTable } from "@/components/static/data-table";
import { PolicyPage } from "@/components/static/policy-page";
import { PolicySection } from "@/components/static/policy-section";
import {
  DISCOUNTS,
  formatPercent,
  FULL_PAYMENT_WITHIN_DAYS,
  LATE_PAYMENT,
  PAYMENT_SCHEDULES,
  RESPONSE_TIMES,
  type Discount,
  type Instalment,
} from "@/content/policy-content";
import { PAYMENT_METHODS } from "@/content/payment-methods";

const SECTIONS = [
  { id: "schedules", title: "Payment schedules" },
  { id: "short-notice", title: `Booking within ${FULL_PAYMENT_WITHIN_DAYS} days` },
  { id: "late-payments", title: "Late payments" },
  { id: "discounts", title: "Group and returning-guest discounts" },
  { id: "methods", title: "How you can pay" },
  { id: "questions", title: "Questions about a payment" },
] as const;

const paymentQueries = RESPONSE_TIMES.find((r) => r.channel === "Payment queries")!;

export default function PaymentPoliciesPage() {
  return (
    <PolicyPage
      title="Payment Policies"
      art="/art/tea-estate.svg"
      intro="How and when you pay for your retreat or journey. All prices are in Indian rupees (₹), and nothing is charged online: we confirm every payment with you personally."
      sections={SECTIONS}
    >
      <PolicySection id="schedules" title="Payment schedules">
        <p>
          You pay in three parts. The deposit holds your place; the rest follows on dates counted back from the day
          your programme starts.
        </p>
        {PAYMENT_SCHEDULES.map((s) => (
          <DataTable<Instalment>
            key={s.key}
            caption={`${s.title}: payment schedule`}
            rows={s.instalments}
            rowKey={(i) => i.stage}
            columns={[
              { header: "Payment", cell: (i) => i.stage },
              { header: "Share of the price", cell: (i) => formatPercent(i.percent), numeric: true },
              { header: "Due", cell: (i) => i.due },
            ]}
          />
        ))}
      </PolicySection>

      <PolicySection id="short-notice" title={`Booking within ${FULL_PAYMENT_WITHIN_DAYS} days`}>
        <p>
          If you book within {FULL_PAYMENT_WITHIN_DAYS} days of the start date, the full price is due when you book,
          for domestic and international programmes alike.
        </p>
      </PolicySection>

      <PolicySection id="late-payments" title="Late payments">
        <ul>
          <li>
            If an instalment is late, we may allow a <strong>{LATE_PAYMENT.graceDays}-day grace period</strong> at our
            discretion. Tell us early and we will do our best to help.
          </li>
          <li>
            After that, a <strong>{formatPercent(LATE_PAYMENT.feePercent)} late fee</strong> is added to the outstanding amount.
          </li>
          <li>
            A booking that stays unpaid may be <strong>cancelled automatically</strong>, and the{" "}
            <Link href={PATHS.refundPolicies}>refund policy</Link> then applies.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="discounts" title="Group and returning-guest discounts">
        <DataTable<Discount>
          caption="Discounts"
          rows={DISCOUNTS}
          rowKey={(d) => d.who}
          columns={[
            { header: "Who", cell: (d) => d.who },
            { header: "Discount", cell: (d) => formatPercent(d.percent), numeric: true },
            { header: "Notes", cell: (d) => d.note },
          ]}
        />
        <p className="text-sm text-ink-muted">
          Discounts apply to the programme price and are confirmed in writing before you pay the deposit.
        </p>
      </PolicySection>

      <PolicySection id="methods" title="How you can pay">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-card bg-sand p-5">
            <h3 className="text-lg font-semibold">Domestic bookings</h3>
            <ul className="mt-3">
              {PAYMENT_METHODS.domestic.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-card bg-sand p-5">
            <h3 className="text-lg font-semibold">International bookings</h3>
            <ul className="mt-3">
              {PAYMENT_METHODS.international.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        </div>
      </PolicySection>

      <PolicySection id="questions" title="Questions about a payment">
        <p>
          We answer payment queries {paymentQueries.time.toLowerCase()}.{" "}
          <Link href={PATHS.contact}>Contact us</Link> by phone, chat or e-mail, and see our{" "}
          <Link href={PATHS.terms}>terms and conditions</Link> for the full agreement.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
