import { Link } from "wouter";
import { REFUND_TIERS } from "@shared/money/policy-tables";
import { formatRupees } from "@shared/money/rupees";
import { PATHS } from "@shared/routes";
import { SITE } from "@shared/site";
import { DataTable } from "@/components/static/data-table";
import { PolicyPage } from "@/components/static/policy-page";
import { PolicySection } from "@/components/static/policy-section";
import {
  DATE_CHANGES,
  ENQUIRY_FOLLOW_UP,
  formatPercent,
  FULL_PAYMENT_WITHIN_DAYS,
  INSURANCE_WITHIN_DAYS,
  PAYMENT_SCHEDULES,
  PROVIDER_CANCELLATION,
  REFUND_SCALES,
  RESPONSE_TIMES,
  type ResponseTime,
} from "@/content/policy-content";
import { PROGRAMME_DURATIONS, type ProgrammeDuration } from "@/content/programme-lengths";

const SECTIONS = [
  { id: "agreement", title: "Our agreement" },
  { id: "booking", title: "Enquiries and bookings" },
  { id: "durations", title: "Programme lengths" },
  { id: "payments", title: "Payments" },
  { id: "cancellations", title: "Cancellations and refunds" },
  { id: "your-part", title: "Your part" },
  { id: "our-part", title: "Our part" },
  { id: "support", title: "Support and response times" },
  { id: "personal-data", title: "Your personal data" },
] as const;

const schedule = (i: number) =>
  PAYMENT_SCHEDULES[i].instalments.map((x) => formatPercent(x.percent)).join(" / ");
/** "30 and 15": the days before the start that the payments after the deposit are due. */
const laterDays = (i: number) =>
  PAYMENT_SCHEDULES[i].instalments
    .slice(1)
    .map((x) => x.daysBefore)
    .join(" and ");
/** The fewest days ahead that a cancellation gets the most back. */
const bestNotice = (i: number) => REFUND_TIERS[PAYMENT_SCHEDULES[i].key][0].minDays;

export default function TermsConditionsPage() {
  return (
    <PolicyPage
      title="Terms and Conditions"
      art="/art/banyan-tree.svg"
      intro={`These terms apply to every retreat and journey you book with ${SITE.name}. We have kept them as plain as we can; please read them before you pay a deposit.`}
      sections={SECTIONS}
    >
      <PolicySection id="agreement" title="Our agreement">
        <p>
          {SITE.name} is a consulting company based in {SITE.city}, {SITE.state}, {SITE.country}. &quot;We&quot; and
          &quot;us&quot; mean {SITE.name}; &quot;you&quot; means each person who books or travels with us. By paying a
          deposit you accept these terms together with our{" "}
          <Link href={PATHS.paymentPolicies}>payment policies</Link> and{" "}
          <Link href={PATHS.refundPolicies}>refund policies</Link>, which form part of them.
        </p>
      </PolicySection>

      <PolicySection id="booking" title="Enquiries and bookings">
        <ul>
          <li>
            Sending an enquiry form does not book a place or commit you to pay. We&apos;ll contact you{" "}
            {ENQUIRY_FOLLOW_UP} to talk through the programme.
          </li>
          <li>Your place is confirmed when we receive your deposit and send you a written confirmation.</li>
          <li>No payment is taken on this website.</li>
          <li>Prices are quoted in Indian rupees (₹) and include what the programme description lists.</li>
        </ul>
      </PolicySection>

      <PolicySection id="durations" title="Programme lengths">
        <p>
          Lengths vary by programme and departure. Where our pages give different figures, the range below covers
          them all; your written confirmation states the exact dates.
        </p>
        <DataTable<ProgrammeDuration>
          caption="Length of each programme"
          rows={PROGRAMME_DURATIONS}
          rowKey={(d) => d.programme}
          columns={[
            { header: "Programme", cell: (d) => d.programme },
            { header: "Length", cell: (d) => d.range, numeric: true },
            { header: "As stated on our pages", cell: (d) => d.readings },
          ]}
        />
      </PolicySection>

      <PolicySection id="payments" title="Payments">
        <ul>
          <li>Domestic retreats are paid {schedule(0)}: a deposit, then {laterDays(0)} days before the start.</li>
          <li>International trips are paid {schedule(1)}: a deposit, then {laterDays(1)} days before the start.</li>
          <li>Bookings made within {FULL_PAYMENT_WITHIN_DAYS} days of the start are paid in full.</li>
          <li>Late payments, discounts and payment methods are set out in our payment policies.</li>
        </ul>
        <p>
          <Link href={PATHS.paymentPolicies}>Read the payment policies</Link>
        </p>
      </PolicySection>

      <PolicySection id="cancellations" title="Cancellations and refunds">
        <ul>
          <li>
            If you cancel, the refund depends on notice: up to {formatPercent(REFUND_SCALES[0].tiers[0].percent)} for
            domestic retreats cancelled {bestNotice(0)} or more days ahead and for international trips cancelled{" "}
            {bestNotice(1)} or more days ahead.
          </li>
          <li>
            One date change is free up to {DATE_CHANGES.freeUntilDaysBefore} days before the start; further changes
            cost {formatRupees(DATE_CHANGES.furtherChangeFeeInr)}.
          </li>
          <li>
            If we cancel, you get a full refund within {PROVIDER_CANCELLATION.refundWithinBusinessDays} business days
            and up to {formatRupees(PROVIDER_CANCELLATION.flightReimbursementInr)} per person towards flights.
          </li>
        </ul>
        <p>
          <Link href={PATHS.refundPolicies}>Read the refund policies</Link>
        </p>
      </PolicySection>

      <PolicySection id="your-part" title="Your part">
        <ul>
          <li>Buy travel insurance within {INSURANCE_WITHIN_DAYS} days of paying your deposit.</li>
          <li>
            For international trips, hold a passport valid for the whole journey and arrange any visa you need. We
            tell you the entry requirements we know of.
          </li>
          <li>
            Tell us about health conditions, access needs or dietary requirements before you travel, so we can plan
            for them.
          </li>
          <li>
            Treat fellow guests, hosts and our team with respect. Our retreats are safe spaces for women and the
            LGBTQIA+ community; discrimination or harassment means you may be asked to leave without a refund.
          </li>
        </ul>
      </PolicySection>

      <PolicySection id="our-part" title="Our part">
        <ul>
          <li>We deliver the programme as described, with the facilitators, stays and activities we confirm to you.</li>
          <li>
            If we must make a significant change (dates moved by more than{" "}
            {PROVIDER_CANCELLATION.significantShiftDays} days, or a new location), you may cancel for a full refund.
          </li>
          <li>We keep the details you share with us private and use them only to plan and support your journey.</li>
        </ul>
      </PolicySection>

      <PolicySection id="support" title="Support and response times">
        <DataTable<ResponseTime>
          caption="How fast we reply"
          rows={RESPONSE_TIMES}
          rowKey={(r) => r.channel}
          columns={[
            { header: "Channel", cell: (r) => r.channel },
            { header: "Response time", cell: (r) => r.time },
          ]}
        />
        <p>
          Our business hours (IST) are {SITE.hours.map((h) => `${h.days} ${h.time.replace(" IST", "")}`).join("; ")}.{" "}
          <Link href={PATHS.contact}>Contact us</Link> by phone, {SITE.chatLabel} or e-mail at{" "}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
        </p>
      </PolicySection>

      <PolicySection id="personal-data" title="Your personal data">
        <p>
          When you send an enquiry we keep your name, e-mail, phone and what you tell us about your trip, so that we can reply and plan
          it with you. Only our staff see it; we never sell it or share it for advertising.
        </p>
        <ul>
          <li>
            We keep these details while your enquiry is open. Once a trip is confirmed or cancelled, we erase them after the period we
            keep for accounts and follow-up questions; the trip category, dates and status stay, without your name, for our statistics.
          </li>
          <li>
            You can ask us at any time to erase your personal data sooner: write to <a href={`mailto:${SITE.email}`}>{SITE.email}</a>{" "}
            from the address you gave, or call us, and tell us your enquiry reference. We erase it, and stop any e-mail still waiting to
            go to you, within 30 days and confirm when it is done.
          </li>
          <li>You can also ask us for a copy of what we hold about you, or to correct it.</li>
          <li>We count visits without cookies (page, where you came from, enquiry form opened); nothing we keep identifies you.</li>
        </ul>
      </PolicySection>
    </PolicyPage>
  );
}
