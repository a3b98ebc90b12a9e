import type { ComponentType } from "react";
import { screen, within } from "@testing-library/react";
import {
  DATE_CHANGES,
  DISCOUNTS,
  FULL_PAYMENT_WITHIN_DAYS,
  INSURANCE_WITHIN_DAYS,
  LATE_PAYMENT,
  PAYMENT_SCHEDULES,
  PROVIDER_CANCELLATION,
  REFUND_PROCESSING,
  REFUND_SCALES,
  RESPONSE_TIMES,
  RETREAT_CREDIT,
  SPECIAL_CASES,
} from "@/content/policy-content";
import { PAYMENT_METHODS } from "@/content/payment-methods";
import { PROGRAMME_DURATIONS } from "@/content/programme-lengths";
import PaymentPoliciesPage from "@/pages/payment-policies";
import RefundPoliciesPage from "@/pages/refund-policies";
import TermsConditionsPage from "@/pages/terms-conditions";
import { renderWithProviders } from "../../../support/render";

/** The row of `table` whose row header reads `header`. */
function row(table: HTMLElement, header: string): HTMLElement {
  return within(table).getByRole("rowheader", { name: header }).closest("tr")!;
}

describe("policy content matches the published figures", () => {
  it.each([
    ["domestic", [30, 40, 30], [0, 30, 15]],
    ["international", [40, 35, 25], [0, 60, 30]],
  ] as const)("%s payment schedule", (key, percents, days) => {
    const s = PAYMENT_SCHEDULES.find((x) => x.key === key)!;
    expect(s.instalments.map((i) => i.percent)).toEqual(percents);
    expect(s.instalments.map((i) => i.daysBefore)).toEqual(days);
  });

  it.each([
    ["domestic", [95, 80, 60, 0], ["60 days or more", "30 to 59 days", "15 to 29 days", "Under 15 days"]],
    ["international", [95, 85, 70, 0], ["90 days or more", "60 to 89 days", "30 to 59 days", "Under 30 days"]],
  ] as const)("%s refund scale", (key, percents, windows) => {
    const s = REFUND_SCALES.find((x) => x.key === key)!;
    expect(s.tiers.map((t) => t.percent)).toEqual(percents);
    expect(s.tiers.map((t) => t.window)).toEqual(windows);
    expect(s.tiers[0].note).toContain("5% processing fee");
  });

  it("payment rules, discounts and methods", () => {
    expect(FULL_PAYMENT_WITHIN_DAYS).toBe(30);
    expect(LATE_PAYMENT).toEqual({ graceDays: 7, feePercent: 5 });
    expect(DISCOUNTS.map((d) => d.percent)).toEqual([10, 15, 5]);
    expect(PAYMENT_METHODS.domestic.join(" ")).toMatch(/Bank transfer.*UPI.*cards.*wallets.*Cash, for local bookings/i);
    expect(PAYMENT_METHODS.international.join(" ")).toMatch(/cards.*wire.*PayPal, where available.*Money transfer.*Cryptocurrency/i);
  });

  it("refund rules", () => {
    expect(SPECIAL_CASES.map((c) => c.outcome)).toEqual([
      "Up to 90% refund",
      "Up to 80% refund",
      "Full refund or retreat credit",
    ]);
    expect(RETREAT_CREDIT).toEqual({ valuePercent: 100, validMonths: 18, transferableTo: "your immediate family" });
    expect(DATE_CHANGES).toEqual({ freeChanges: 1, freeUntilDaysBefore: 45, furtherChangeFeeInr: 5000 });
    expect(PROVIDER_CANCELLATION).toEqual({
      refundWithinBusinessDays: 14,
      flightReimbursementInr: 25000,
      significantShiftDays: 7,
    });
    expect(REFUND_PROCESSING.map((p) => p.time)).toEqual(["10–15 business days", "15–30 business days", "7 business days"]);
    expect(INSURANCE_WITHIN_DAYS).toBe(15);
  });
});

describe.each([
  ["Payment Policies", PaymentPoliciesPage],
  ["Refund Policies", RefundPoliciesPage],
  ["Terms and Conditions", TermsConditionsPage],
] as [string, ComponentType][])("%s page", (title, Page) => {
  it("has one h1, a breadcrumb and the last-updated date", () => {
    renderWithProviders(<Page />);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
    expect(screen.getByRole("navigation", { name: "Breadcrumb" })).toHaveTextContent(`Home${title}`);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent("Last updated: January 2025");
  });

  it("links every 'On this page' entry to a section on the page", () => {
    const { container } = renderWithProviders(<Page />);
    const links = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      const section = container.querySelector(`section#${id}`);
      expect(section).not.toBeNull();
      expect(within(section as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(link.textContent!);
    }
  });
});

describe("Payment Policies page renders its figures", () => {
  it.each(PAYMENT_SCHEDULES.map((s) => [s.title, s] as const))("%s schedule table", (_t, s) => {
    renderWithProviders(<PaymentPoliciesPage />);
    const table = screen.getByRole("table", { name: `${s.title}: payment schedule` });
    for (const i of s.instalments) {
      const r = row(table, i.stage);
      expect(r).toHaveTextContent(`${i.percent}%`);
      expect(r).toHaveTextContent(i.due);
    }
  });

  it("discounts table, late payment, short-notice and methods", () => {
    renderWithProviders(<PaymentPoliciesPage />);
    const table = screen.getByRole("table", { name: "Discounts" });
    for (const d of DISCOUNTS) expect(row(table, d.who)).toHaveTextContent(`${d.percent}%`);
    const text = document.body.textContent!;
    expect(text).toContain("7-day grace period");
    expect(text).toContain("5% late fee");
    expect(text).toContain("cancelled automatically");
    expect(text).toContain("within 30 days of the start date, the full price is due");
    for (const m of [...PAYMENT_METHODS.domestic, ...PAYMENT_METHODS.international]) {
      expect(screen.getAllByText(m).length).toBeGreaterThan(0);
    }
  });
});

describe("Refund Policies page renders its figures", () => {
  it.each(REFUND_SCALES.map((s) => [s.title, s] as const))("%s refund table", (_t, s) => {
    renderWithProviders(<RefundPoliciesPage />);
    const table = screen.getByRole("table", { name: `${s.title}: cancellation refunds` });
    for (const t of s.tiers) expect(row(table, t.window)).toHaveTextContent(`${t.percent}%`);
  });

  it("special cases, credits, date changes, provider cancellation, processing and insurance", () => {
    renderWithProviders(<RefundPoliciesPage />);
    const cases = screen.getByRole("table", { name: "Special cases" });
    for (const c of SPECIAL_CASES) expect(row(cases, c.situation)).toHaveTextContent(c.outcome);
    const processing = screen.getByRole("table", { name: "Refund processing times" });
    for (const p of REFUND_PROCESSING) expect(row(processing, p.method)).toHaveTextContent(p.time);

    const text = document.body.textContent!.replace(/\s+/g, " ");
    for (const figure of [
      "keeps 100% of what you paid",
      "valid for 18 months",
      "transfer it to your immediate family",
      "free if you ask at least 45 days before the start date",
      "Each further change costs ₹5,000",
      "full refund within 14 business days",
      "up to ₹25,000 per person",
      "more than 7 days, or changing the location",
      "within 48 hours",
      "within 15 days of paying your deposit",
    ]) {
      expect(text).toContain(figure);
    }
  });
});

describe("Terms and Conditions page", () => {
  it("gives every programme's length with both readings", () => {
    renderWithProviders(<TermsConditionsPage />);
    const table = screen.getByRole("table", { name: "Length of each programme" });
    for (const d of PROGRAMME_DURATIONS) {
      const r = row(table, d.programme);
      expect(r).toHaveTextContent(d.range);
      expect(r).toHaveTextContent(d.readings);
    }
    const readings = (name: string) => PROGRAMME_DURATIONS.find((d) => d.programme.startsWith(name))!.readings;
    expect(readings("Sapphic")).toMatch(/5–10.*7–10.*6–9/);
    expect(readings("Career")).toMatch(/10–12.*7–12/);
    expect(readings("Family")).toMatch(/5–7.*5–8/);
    expect(readings("International")).toMatch(/7–30.*10–30/);
  });

  it("lists support response times and links to both policy pages", () => {
    renderWithProviders(<TermsConditionsPage />);
    const table = screen.getByRole("table", { name: "How fast we reply" });
    for (const r of RESPONSE_TIMES) expect(row(table, r.channel)).toHaveTextContent(r.time);
    expect(screen.getByRole("link", { name: "Read the payment policies" })).toHaveAttribute("href", "/payment-policies");
    expect(screen.getByRole("link", { name: "Read the refund policies" })).toHaveAttribute("href", "/refund-policies");
    const text = document.body.textContent!;
    expect(text).toContain("30% / 40% / 30%");
    expect(text).toContain("40% / 35% / 25%");
  });
});
