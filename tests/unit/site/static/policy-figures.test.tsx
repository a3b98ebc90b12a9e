import type { ComponentType } from "react";
import { screen, within } from "@testing-library/react";
import * as TABLES from "@shared/money/policy-tables";
import { formatRupees } from "@shared/money/rupees";
import { formatPercent } from "@/content/policy-content";
import PaymentPoliciesPage from "@/pages/payment-policies";
import RefundPoliciesPage from "@/pages/refund-policies";
import TermsConditionsPage from "@/pages/terms-conditions";
import { renderWithProviders } from "../../../support/render";

/*
 * The payment, refund and terms pages print the money tables of shared/money, which the quotes,
 * schedules, late fees and refunds are computed with. These tests prove the tie: every figure of
 * the tables is on the pages as the table says it, no money figure on the pages is one the tables
 * do not hold, and with every figure of the tables changed the pages print the changed figures
 * and none of the old ones.
 */

/** The tables' shape with any figures in it (the constants' own types are their literal values). */
type Figures<T> = T extends number ? number : T extends object ? { readonly [K in keyof T]: Figures<T[K]> } : T;
type Tables = Figures<typeof TABLES>;
type Pages = ComponentType[];
const PAGES: Pages = [PaymentPoliciesPage, RefundPoliciesPage, TermsConditionsPage];

/** The figures the tables give, as the pages may print them. */
function figuresOf(t: Tables) {
  const tiers = Object.values(t.REFUND_TIERS).flat();
  const plans = Object.values(t.PAYMENT_PLANS);
  const percents = [
    ...plans.flatMap((p) => [p.deposit, ...p.later.map((l) => l.percent)]),
    t.LATE_FEE_PERCENT,
    ...t.GROUP_DISCOUNTS.map((g) => g.percent),
    t.RETURNING_DISCOUNT_PERCENT,
    ...tiers.map((x) => x.percent),
    // What the best tier keeps back: "A 5% processing fee is kept".
    ...Object.values(t.REFUND_TIERS).map((r) => 100 - r[0].percent),
    ...Object.values(t.REASON_CAPS),
    t.CREDIT_PERCENT,
  ];
  const minDays = tiers.map((x) => x.minDays).filter(Number.isFinite);
  const counts = [
    ...plans.flatMap((p) => p.later.map((l) => l.daysBefore)),
    t.FULL_PAYMENT_WITHIN_DAYS,
    t.GRACE_DAYS,
    ...t.GROUP_DISCOUNTS.map((g) => g.minTravellers),
    ...minDays,
    // A tier runs up to the day before the next one up: "30 to 59 days".
    ...minDays.map((d) => d - 1),
    t.CREDIT_VALID_MONTHS,
    t.PROVIDER_REFUND_DAYS,
    ...Object.values(t.REFUND_TIMES).flatMap((r) => [r.fromDays, r.days]),
    t.FREE_CHANGE_DAYS,
    t.SIGNIFICANT_SHIFT_DAYS,
    t.INSURANCE_WITHIN_DAYS,
  ];
  return {
    rupees: new Set([t.DATE_CHANGE_FEE, t.FLIGHT_REIMBURSEMENT_PER_TRAVELLER].map(formatRupees)),
    percents: new Set(percents.map(formatPercent)),
    counts: new Set(counts.map(String)),
  };
}

/**
 * The pages' text, each text node apart, without what holds no money figure: the programme
 * lengths (the catalogue's), the personal data section (days to erase data), the reply times in
 * hours, the opening hours and the last-updated date.
 */
function pagesText(pages: Pages): string {
  const texts: string[] = [];
  for (const Page of pages) {
    const { container, unmount } = renderWithProviders(<Page />);
    for (const name of ["Length of each programme", "How fast we reply"]) screen.queryByRole("table", { name })?.remove();
    container.querySelectorAll("time, section#personal-data").forEach((t) => t.remove());
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent ?? "");
    unmount();
  }
  return texts
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/\b\d+ hours\b/g, "")
    .replace(/\b\d{1,2}:\d{2}\b/g, "");
}

/** Every figure on the pages that no table gives: rupees, percents, then any other number left. */
function figuresNotFromTables(text: string, t: Tables): string[] {
  const from = figuresOf(t);
  const stray: string[] = [];
  const rest = text
    .replace(/₹\d+(?:,\d+)*/g, (m) => (from.rupees.has(m) ? " " : (stray.push(m), " ")))
    .replace(/\d+%/g, (m) => (from.percents.has(m) ? " " : (stray.push(m), " ")));
  for (const m of rest.matchAll(/\d+/g)) if (!from.counts.has(m[0])) stray.push(m[0]);
  return stray;
}

/** The row of `table` whose row header reads `header`. */
const row = (table: HTMLElement, header: string) => within(table).getByRole("rowheader", { name: header }).closest("tr")!;
const bodyText = () => document.body.textContent!.replace(/\s+/g, " ");

describe("the policy pages print the money tables", () => {
  it("prints each payment plan's shares and days, the short-notice rule, the grace days and the late fee", () => {
    renderWithProviders(<PaymentPoliciesPage />);
    for (const [title, region] of [["Domestic retreats", "domestic"], ["International trips", "international"]] as const) {
      const plan = TABLES.PAYMENT_PLANS[region];
      const rows = within(screen.getByRole("table", { name: `${title}: payment schedule` })).getAllByRole("row").slice(1);
      expect(rows.map((r) => r.textContent)).toEqual([
        expect.stringContaining(formatPercent(plan.deposit)),
        ...plan.later.map((l) => expect.stringMatching(`${formatPercent(l.percent)}${l.daysBefore} days before the start date`)),
      ]);
    }
    expect(bodyText()).toContain(`If you book within ${TABLES.FULL_PAYMENT_WITHIN_DAYS} days of the start date, the full price is due`);
    expect(bodyText()).toContain(`${TABLES.GRACE_DAYS}-day grace period`);
    expect(bodyText()).toContain(`${formatPercent(TABLES.LATE_FEE_PERCENT)} late fee`);
  });

  it("prints each discount with the group size it starts at", () => {
    renderWithProviders(<PaymentPoliciesPage />);
    const table = screen.getByRole("table", { name: "Discounts" });
    for (const g of TABLES.GROUP_DISCOUNTS) expect(row(table, `Groups of ${g.minTravellers} or more people`)).toHaveTextContent(formatPercent(g.percent));
    expect(row(table, "Returning participants")).toHaveTextContent(formatPercent(TABLES.RETURNING_DISCOUNT_PERCENT));
  });

  it("prints each refund tier with its days, the reason caps, the credit, the date change, the company's cancellation and the refund times", () => {
    renderWithProviders(<RefundPoliciesPage />);
    for (const [title, region] of [["Domestic retreats", "domestic"], ["International trips", "international"]] as const) {
      const tiers = TABLES.REFUND_TIERS[region];
      const rows = within(screen.getByRole("table", { name: `${title}: cancellation refunds` })).getAllByRole("row").slice(1);
      expect(rows).toHaveLength(tiers.length);
      tiers.forEach((tier, i) => {
        const days = i === 0 ? `${tier.minDays} days or more` : i === tiers.length - 1 ? `Under ${tiers[i - 1].minDays} days` : `${tier.minDays} to ${tiers[i - 1].minDays - 1} days`;
        expect(rows[i]).toHaveTextContent(`${days}${formatPercent(tier.percent)}`);
      });
    }
    const cases = screen.getByRole("table", { name: "Special cases" });
    expect(row(cases, "Medical emergency")).toHaveTextContent(`Up to ${formatPercent(TABLES.REASON_CAPS.medical)} refund`);
    expect(row(cases, "Family emergency")).toHaveTextContent(`Up to ${formatPercent(TABLES.REASON_CAPS.family)} refund`);
    const processing = screen.getByRole("table", { name: "Refund processing times" });
    expect(row(processing, "Domestic payments (bank, UPI, cards, wallets)")).toHaveTextContent(`${TABLES.REFUND_TIMES.domestic.fromDays}–${TABLES.REFUND_TIMES.domestic.days} business days`);
    expect(row(processing, "International payments")).toHaveTextContent(`${TABLES.REFUND_TIMES.international.fromDays}–${TABLES.REFUND_TIMES.international.days} business days`);
    expect(row(processing, "Cash payments")).toHaveTextContent(`${TABLES.REFUND_TIMES.cash.days} business days`);
    const text = bodyText();
    for (const figure of [
      `keeps ${formatPercent(TABLES.CREDIT_PERCENT)} of what you paid`,
      `valid for ${TABLES.CREDIT_VALID_MONTHS} months`,
      `at least ${TABLES.FREE_CHANGE_DAYS} days before the start date`,
      `Each further change costs ${formatRupees(TABLES.DATE_CHANGE_FEE)}`,
      `full refund within ${TABLES.PROVIDER_REFUND_DAYS} business days`,
      `up to ${formatRupees(TABLES.FLIGHT_REIMBURSEMENT_PER_TRAVELLER)} per person`,
      `more than ${TABLES.SIGNIFICANT_SHIFT_DAYS} days, or changing the location`,
      `within ${TABLES.INSURANCE_WITHIN_DAYS} days of paying your deposit`,
    ]) {
      expect(text).toContain(figure);
    }
  });

  it("prints the plans and the best notice in the terms", () => {
    renderWithProviders(<TermsConditionsPage />);
    const text = bodyText();
    for (const region of ["domestic", "international"] as const) {
      const plan = TABLES.PAYMENT_PLANS[region];
      expect(text).toContain(`${[plan.deposit, ...plan.later.map((l) => l.percent)].map(formatPercent).join(" / ")}: a deposit, then ${plan.later.map((l) => l.daysBefore).join(" and ")} days before the start`);
      expect(text).toContain(`cancelled ${TABLES.REFUND_TIERS[region][0].minDays} or more days ahead`);
    }
  });

  it("prints no money figure that the tables do not give", () => {
    const text = pagesText(PAGES);
    expect(text).toMatch(/₹[\d,]+/);
    expect(text).toMatch(/\d+%/);
    expect(figuresNotFromTables(text, TABLES)).toEqual([]);
    // The scan finds a figure typed into a page.
    expect(figuresNotFromTables(`${text} a fee of ₹4,999, 12% off, within 31 days`, TABLES)).toEqual(["₹4,999", "12%", "31"]);
  });

  it("prints the changed figures, and none of the old, once every table figure is changed", async () => {
    const changed = changeEveryFigure(TABLES);
    vi.resetModules();
    vi.doMock("@shared/money/policy-tables", () => changed);
    try {
      const pages = [(await import("@/pages/payment-policies")).default, (await import("@/pages/refund-policies")).default, (await import("@/pages/terms-conditions")).default];
      const text = pagesText(pages);
      expect(figuresNotFromTables(text, changed)).toEqual([]);
      expect(text).toContain(formatRupees(changed.DATE_CHANGE_FEE));
      expect(text).toMatch(new RegExp(`\\b${changed.GRACE_DAYS} ?-day grace period`));
      expect(text).toContain(`${changed.REFUND_TIMES.domestic.fromDays}–${changed.REFUND_TIMES.domestic.days} business days`);
    } finally {
      vi.doUnmock("@shared/money/policy-tables");
      vi.resetModules();
    }
  });
});

/**
 * The tables with every figure moved off every value the real tables hold (days by 100, shares by
 * one, rupees by one), keeping what the words depend on: no refund stays 0 and in full stays 100.
 */
function changeEveryFigure(t: Tables): Tables {
  const d = (n: number) => n + 100;
  const p = (n: number) => (n === 0 || n === 100 ? n : n + 1);
  const plan = (x: Tables["PAYMENT_PLANS"]["domestic"]) => ({ deposit: p(x.deposit), later: x.later.map((l) => ({ percent: p(l.percent), daysBefore: d(l.daysBefore) })) });
  const tiers = (x: Tables["REFUND_TIERS"]["domestic"]) => x.map((tier) => ({ minDays: d(tier.minDays), percent: p(tier.percent) }));
  const times = (x: { fromDays: number; days: number }) => ({ fromDays: d(x.fromDays), days: d(x.days) });
  return {
    ...t,
    PAYMENT_PLANS: { domestic: plan(t.PAYMENT_PLANS.domestic), international: plan(t.PAYMENT_PLANS.international) },
    FULL_PAYMENT_WITHIN_DAYS: d(t.FULL_PAYMENT_WITHIN_DAYS),
    GRACE_DAYS: d(t.GRACE_DAYS),
    LATE_FEE_PERCENT: p(t.LATE_FEE_PERCENT),
    GROUP_DISCOUNTS: t.GROUP_DISCOUNTS.map((g) => ({ minTravellers: d(g.minTravellers), percent: p(g.percent) })),
    RETURNING_DISCOUNT_PERCENT: p(t.RETURNING_DISCOUNT_PERCENT),
    REFUND_TIERS: { domestic: tiers(t.REFUND_TIERS.domestic), international: tiers(t.REFUND_TIERS.international) },
    REASON_CAPS: { medical: p(t.REASON_CAPS.medical), family: p(t.REASON_CAPS.family), "force-majeure": p(t.REASON_CAPS["force-majeure"]), provider: p(t.REASON_CAPS.provider) },
    FLIGHT_REIMBURSEMENT_PER_TRAVELLER: t.FLIGHT_REIMBURSEMENT_PER_TRAVELLER + 1,
    CREDIT_PERCENT: p(t.CREDIT_PERCENT),
    CREDIT_VALID_MONTHS: d(t.CREDIT_VALID_MONTHS),
    PROVIDER_REFUND_DAYS: d(t.PROVIDER_REFUND_DAYS),
    REFUND_TIMES: { domestic: times(t.REFUND_TIMES.domestic), international: times(t.REFUND_TIMES.international), cash: times(t.REFUND_TIMES.cash) },
    FREE_CHANGE_DAYS: d(t.FREE_CHANGE_DAYS),
    DATE_CHANGE_FEE: t.DATE_CHANGE_FEE + 1,
    SIGNIFICANT_SHIFT_DAYS: d(t.SIGNIFICANT_SHIFT_DAYS),
    INSURANCE_WITHIN_DAYS: d(t.INSURANCE_WITHIN_DAYS),
  };
}
