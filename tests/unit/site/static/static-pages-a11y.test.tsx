import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import axe from "axe-core";
import { FAQ_CATEGORIES } from "@/content/faq-content";
import AboutPage from "@/pages/about";
import ContactUsPage from "@/pages/contact-us";
import FaqsPage from "@/pages/faqs";
import NotFoundPage from "@/pages/not-found";
import PaymentPoliciesPage from "@/pages/payment-policies";
import RefundPoliciesPage from "@/pages/refund-policies";
import TermsConditionsPage from "@/pages/terms-conditions";
import { renderWithProviders } from "../../../support/render";

const PAGES: [string, string, ComponentType][] = [
  ["About", "/about-us", AboutPage],
  ["Contact", "/contact-us", ContactUsPage],
  ["FAQs", "/faqs", FaqsPage],
  ["Terms", "/terms-conditions", TermsConditionsPage],
  ["Payment policies", "/payment-policies", PaymentPoliciesPage],
  ["Refund policies", "/refund-policies", RefundPoliciesPage],
  ["Not found", "/nowhere", NotFoundPage],
];

describe.each(PAGES)("%s page", (_name, path, Page) => {
  it("renders on the server", () => {
    const html = renderToString(
      <Router ssrPath={path}>
        <Page />
      </Router>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  // axe reads the whole FAQ page (every answer is in it): 7.7 s in CI beside the browser lanes.
  it("has no axe violations (contrast is checked in the browser, not jsdom)", { timeout: 30_000 }, async () => {
    const { container } = renderWithProviders(
      <main>
        <Page />
      </main>,
      { path },
    );
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
});

describe("server-rendered HTML", () => {
  it("keeps every FAQ answer in the page, hidden until opened", () => {
    const html = renderToString(
      <Router ssrPath="/faqs">
        <FaqsPage />
      </Router>,
    );
    const answer = FAQ_CATEGORIES[3].items[2].answer;
    expect(html).toContain(answer.slice(0, 40));
    // Each answer sits in a closed <details>, which the browser hides until its question is opened.
    expect(html).toMatch(/<details(?![^>]*\sopen)[^>]*>\s*<summary/);
  });

  it("has no map iframe on the contact page", () => {
    const html = renderToString(
      <Router ssrPath="/contact-us">
        <ContactUsPage />
      </Router>,
    );
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Show map");
  });
});
