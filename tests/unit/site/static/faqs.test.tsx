import { screen, within } from "@testing-library/react";
import { SITE } from "@shared/site";
import { FAQ_CATEGORIES } from "@/content/faq-content";
import FaqsPage from "@/pages/faqs";
import { renderWithProviders } from "../../../support/render";

const SPEC_CATEGORIES = [
  "General Questions",
  "Retreat Information",
  "International Trips",
  "Booking & Preparation",
  "Health & Safety",
];

describe("FAQ content", () => {
  it("keeps both readings of the FAQ categories: five named plus a sixth", () => {
    const titles = FAQ_CATEGORIES.map((c) => c.title);
    expect(titles).toHaveLength(6);
    expect(titles.slice(0, 5)).toEqual(SPEC_CATEGORIES);
    expect(titles[5]).toBe("Payments & Refunds");
  });

  it.each(FAQ_CATEGORIES.map((c) => [c.title, c] as const))("%s holds 4 to 6 questions", (_t, category) => {
    expect(category.items.length).toBeGreaterThanOrEqual(4);
    expect(category.items.length).toBeLessThanOrEqual(6);
  });

  it("gives every question a unique id", () => {
    const ids = FAQ_CATEGORIES.flatMap((c) => c.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("quotes the published refund and payment figures in its answers", () => {
    const answer = (id: string) => FAQ_CATEGORIES.flatMap((c) => c.items).find((i) => i.id === id)!.answer;
    expect(answer("cancel-refund")).toMatch(/60 days or more: 95%.*30 to 59 days: 80%.*15 to 29 days: 60%.*Under 15 days: 0%/);
    expect(answer("cancel-refund")).toMatch(/90 days or more: 95%.*60 to 89 days: 85%.*30 to 59 days: 70%.*Under 30 days: 0%/);
    expect(answer("domestic-payments")).toContain("30% as a deposit, 40% 30 days before, 30% 15 days before");
    expect(answer("international-payments")).toContain("40% as a deposit, 35% 60 days before, 25% 30 days before");
    expect(answer("change-dates")).toMatch(/45 days.*₹5,000/);
    expect(answer("insurance")).toContain("within 15 days of paying your deposit");
  });
});

// Thirty questions make role and text queries slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe("FAQs page", () => {
  it("shows each category as an h2 under the page's single h1", () => {
    renderWithProviders(<FaqsPage />, { path: "/faqs" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const c of FAQ_CATEGORIES) {
      expect(screen.getByRole("heading", { level: 2, name: c.title })).toBeInTheDocument();
    }
  });

  // Each question is a native <details>: its <summary> is the button, and `open` is its state.
  // (jsdom's roles leave <summary> out; browsers expose it as a button, checked in the e2e tests.)
  const summary = (q: string) => screen.getByRole("heading", { level: 3, name: q }).closest("summary")!;
  const disclosure = (q: string) => summary(q).closest("details")!;

  it("starts with every question collapsed and its answer hidden, each question an h3", () => {
    renderWithProviders(<FaqsPage />, { path: "/faqs" });
    const items = FAQ_CATEGORIES.flatMap((c) => c.items);
    // One role query for all headings: asking per question is slow in jsdom.
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(items.map((i) => i.question));
    for (const h of headings) {
      const summary = h.closest("summary")!;
      expect(summary.parentElement!.tagName).toBe("DETAILS");
      expect((summary.parentElement as HTMLDetailsElement).open).toBe(false);
    }
    for (const item of items) expect(screen.getByText(item.answer)).not.toBeVisible();
  });

  it("opens and closes each question independently, across categories too", async () => {
    const { user } = renderWithProviders(<FaqsPage />, { path: "/faqs" });
    const [a, b] = FAQ_CATEGORIES[0].items;
    const c = FAQ_CATEGORIES[5].items[0];
    const trigger = summary;

    await user.click(trigger(a.question));
    expect(disclosure(a.question).open).toBe(true);
    expect(screen.getByText(a.answer)).toBeVisible();
    expect(screen.getByText(b.answer)).not.toBeVisible();

    await user.click(trigger(b.question));
    await user.click(trigger(c.question));
    expect(screen.getByText(a.answer)).toBeVisible();
    expect(screen.getByText(b.answer)).toBeVisible();
    expect(screen.getByText(c.answer)).toBeVisible();

    await user.click(trigger(a.question));
    expect(disclosure(a.question).open).toBe(false);
    expect(screen.getByText(a.answer)).not.toBeVisible();
    expect(screen.getByText(b.answer)).toBeVisible();
    expect(screen.getByText(c.answer)).toBeVisible();
  });

  it("links to the contact page and the chat app", () => {
    renderWithProviders(<FaqsPage />, { path: "/faqs" });
    const aside = screen.getByRole("complementary", { name: "Still have a question?" });
    expect(within(aside).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-us");
    expect(within(aside).getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute("href", SITE.chatHref);
  });
});
