import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { renderWithProviders } from "../../../support/render";
import HomePage from "@/pages/home";
import { chatWithGreeting } from "@shared/whatsapp-link";

describe("home page", () => {
  it("has one h1 and the home page's sections in order", () => {
    renderWithProviders(<HomePage />);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("Discover Your Inner Light Through Sacred Journeys");

    const h2s = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    const order = ["Find Your Perfect Transformation Journey", "Choose Your Journey Type", "Sacred Destinations Await"];
    expect(order.map((t) => h2s.indexOf(t))).toEqual([...order.map((t) => h2s.indexOf(t))].sort((a, b) => a - b));
    expect(order.every((t) => h2s.includes(t))).toBe(true);
  });

  it("links the hero buttons to the two catalogues", () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole("link", { name: "Explore Retreats" })).toHaveAttribute("href", "/retreats");
    expect(screen.getByRole("link", { name: "International Trips" })).toHaveAttribute("href", "/international-trips");
    const hero = document.querySelector('img[src="/art/hero-journey.svg"]')!;
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).not.toHaveAttribute("loading");
  });

  it("shows seven journey cards with four features and an Explore link each", () => {
    renderWithProviders(<HomePage />);
    const section = screen.getByRole("region", { name: "Choose Your Journey Type" });
    const cards = within(section).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Women's Transformation",
      "Sapphic Retreats",
      "Queer & Inclusive Retreats",
      "Career & Skills Development",
      "Family Reconnection",
      "Digital Nomad Immersion",
      "Slow-Travel Journeys",
    ]);
    for (const card of cards) {
      expect(within(card).getAllByRole("listitem")).toHaveLength(4);
      expect(within(card).getByRole("link", { name: /^Explore/ })).toHaveAttribute("href");
    }
    expect(within(cards[1]).getByRole("link")).toHaveAttribute("href", "/queer-womens-retreats");
  });

  it("shows three slow-travel destinations with their days", () => {
    renderWithProviders(<HomePage />);
    const section = screen.getByRole("region", { name: "Sacred Destinations Await" });
    const links = within(section).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Japan Cultural Deep Dive",
      "New Zealand Adventure Immersion",
      "Western Europe Grand Tour",
    ]);
    links.forEach((l) => expect(l).toHaveAttribute("href", "/slow-travel-cultural-immersion"));
    expect(within(section).getAllByText(/^\d+ days$/).map((e) => e.textContent)).toEqual(["15 days", "14 days", "15 days"]);
  });

  it("lists the four reasons, three contact tiles and three testimonials", () => {
    renderWithProviders(<HomePage />);
    for (const t of ["Expert Guides", "Authentic Experiences", "Small Groups", "Complete Support"]) {
      expect(screen.getByRole("heading", { name: t })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: /call us/i })).toHaveAttribute("href", "tel:+919843012345");
    expect(screen.getByRole("link", { name: /chat with us/i })).toHaveAttribute("href", chatWithGreeting());
    expect(screen.getByRole("link", { name: /schedule a call/i })).toHaveAttribute("href", "/contact-us");
    expect(screen.getAllByRole("figure")).toHaveLength(3);
  });

  it("gives every image width, height and alt, and lazy-loads all but the hero", () => {
    renderWithProviders(<HomePage />);
    for (const img of document.querySelectorAll("img")) {
      expect(img).toHaveAttribute("width");
      expect(img).toHaveAttribute("height");
      expect(img).toHaveAttribute("alt");
      if (!img.getAttribute("src")!.includes("hero-journey")) expect(img).toHaveAttribute("loading", "lazy");
    }
  });

  it("renders on the server", () => {
    const html = renderToString(
      <Router ssrPath="/">
        <HomePage />
      </Router>,
    );
    expect(html.includes("Discover Your Inner Light Through Sacred Journeys")).toBe(true);
    // HTML attribute names are case-insensitive; React writes the camel-cased spelling.
    expect(/<img[^>]*hero-journey[^>]*fetchpriority="high"/i.test(html)).toBe(true);
  });
});
