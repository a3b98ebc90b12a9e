import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { Leaf } from "lucide-react";
import { CatalogueView } from "@/features/catalogue/components/catalogue-view";
import type { CatalogueConfig } from "@/catalogue/types";
import { tripFilters, trips, type Trip } from "./fake-catalogue";
import { renderWithProviders } from "../../../support/render";

function makeConfig(overrides: Partial<CatalogueConfig<Trip>> = {}): CatalogueConfig<Trip> {
  return {
    id: "test-trips",
    items: trips,
    searchFields: (t) => [t.title, t.features],
    searchLabel: "Search trips",
    searchPlaceholder: "Search by name or feature",
    filters: tripFilters,
    countLine: (shown, total) => `Showing ${shown} of ${total} trips`,
    empty: { title: "No trips found", hint: "Try adjusting your search criteria" },
    toCard: (t) => ({
      key: t.title,
      title: t.title,
      image: "/art/sunrise-hills.svg",
      imageAlt: `${t.title} artwork`,
      eyebrow: "Kerala",
      duration: t.duration,
      groupSize: "8-12 people",
      rating: 4.9,
      description: `${t.title}, a journey for you.`,
      icon: Leaf,
      lists: [{ title: "Highlights", items: t.features, more: "+2 more options" }],
      facts: [{ label: "Earning potential", value: "$600 - $1,200/month" }],
      booking: { tripType: "retreat", category: "Test Retreats" },
      links: [{ href: "/contact-us", label: "Contact Us" }],
    }),
    ...overrides,
  };
}

const cardTitles = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("CatalogueView", () => {
  it("shows every card and the count line at first", () => {
    renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, { path: "/trips" });
    expect(cardTitles()).toEqual(["Mountain Yoga", "Backwater Calm", "Desert Stars"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 of 3 trips");
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
  });

  it("filters as you type and replaces the URL instead of pushing", async () => {
    const { user, location, currentUrl } = renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, {
      path: "/trips",
    });
    await user.type(screen.getByRole("searchbox", { name: "Search trips" }), "STAR");
    expect(cardTitles()).toEqual(["Desert Stars"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 3 trips");
    expect(currentUrl()).toBe("/trips?q=STAR");
    expect(location.history).toHaveLength(1);
  });

  it("searches list fields too", async () => {
    const { user } = renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, { path: "/trips" });
    await user.type(screen.getByRole("searchbox", { name: "Search trips" }), "houseboat");
    expect(cardTitles()).toEqual(["Backwater Calm"]);
  });

  it("filters by a select and pushes a history entry", async () => {
    const { user, location, currentUrl } = renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, {
      path: "/trips",
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Women");
    expect(cardTitles()).toEqual(["Mountain Yoga", "Desert Stars"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 3 trips");
    expect(currentUrl()).toBe("/trips?category=Women");
    expect(location.history).toEqual(["/trips", "/trips?category=Women"]);
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeEnabled();
  });

  it("offers the all label first in every select", () => {
    renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, { path: "/trips" });
    const options = within(screen.getByRole("combobox", { name: "Duration" })).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["All Durations", "5 days", "7 days", "10 days"]);
  });

  it("reads its initial state from the URL", () => {
    renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, { path: "/trips?q=camel&duration=10" });
    expect(screen.getByRole("searchbox", { name: "Search trips" })).toHaveValue("camel");
    expect(screen.getByRole("combobox", { name: "Duration" })).toHaveValue("10");
    expect(cardTitles()).toEqual(["Desert Stars"]);
  });

  it("ignores filter values in the URL that are not offered", () => {
    renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, { path: "/trips?duration=99" });
    expect(screen.getByRole("combobox", { name: "Duration" })).toHaveValue("");
    expect(cardTitles()).toHaveLength(3);
  });

  it("shows the empty state, and its Clear Filters button resets the view and the URL", async () => {
    const { user, currentUrl } = renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, {
      path: "/trips?category=Family",
    });
    await user.type(screen.getByRole("searchbox", { name: "Search trips" }), "zzz");
    expect(screen.getByRole("heading", { level: 2, name: "No trips found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search criteria")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 of 3 trips");

    const clearButtons = screen.getAllByRole("button", { name: "Clear Filters" });
    expect(clearButtons).toHaveLength(2);
    await user.click(clearButtons[1]);

    expect(currentUrl()).toBe("/trips");
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole("searchbox", { name: "Search trips" })).toHaveValue("");
    expect(screen.getByRole("searchbox", { name: "Search trips" })).toHaveFocus();
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("");
  });

  it("the filter bar's clear button leaves no parameters in the URL", async () => {
    const { user, currentUrl } = renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, {
      path: "/trips?q=yoga&duration=5&category=Women",
    });
    expect(cardTitles()).toEqual(["Mountain Yoga"]);
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(currentUrl()).toBe("/trips");
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
  });

  it("uses the config's clear label", () => {
    renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig({ clearLabel: "Reset" })} />, { path: "/trips?q=yoga" });
    expect(screen.getByRole("button", { name: "Reset" })).toBeEnabled();
  });

  it("without a count line, still announces an empty result to screen readers", async () => {
    const { user } = renderWithProviders(
      <CatalogueView catalogue="test-trips" config={makeConfig({ countLine: null, empty: { title: "No journeys found" } })} />,
      { path: "/trips" },
    );
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.type(screen.getByRole("searchbox", { name: "Search trips" }), "zzz");
    expect(screen.getByRole("status")).toHaveTextContent("No journeys found");
    expect(screen.getByRole("heading", { level: 2, name: "No journeys found" })).toBeInTheDocument();
  });

  it("renders each card's content with the actions last", () => {
    renderWithProviders(<CatalogueView catalogue="test-trips" config={makeConfig()} />, { path: "/trips?q=camel" });
    const card = screen.getByRole("article", { name: "Desert Stars" });
    const c = within(card);
    expect(c.getByRole("img", { name: "Rated 4.9 out of 5" })).toBeInTheDocument();
    expect(c.getByRole("img", { name: "Desert Stars artwork" })).toHaveAttribute("loading", "lazy");
    expect(c.getByText("Kerala")).toBeInTheDocument();
    expect(c.getByText("10 days")).toBeInTheDocument();
    expect(c.getByText("8-12 people")).toBeInTheDocument();
    expect(c.getByRole("heading", { level: 3, name: "Highlights" })).toBeInTheDocument();
    expect(c.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Camel trek", "Stargazing"]);
    expect(c.getByText("+2 more options")).toBeInTheDocument();
    expect(c.getByText("$600 - $1,200/month")).toBeInTheDocument();

    const book = c.getByRole("button", { name: "Book Test Retreats" });
    const contact = c.getByRole("link", { name: "Contact Us" });
    expect(contact).toHaveAttribute("href", "/contact-us");
    expect(book).toHaveAccessibleDescription("Desert Stars");
    const actions = book.parentElement!;
    expect(actions.contains(contact)).toBe(true);
    expect(actions.parentElement!.lastElementChild).toBe(actions);
  });

  it("restores the previous view on Back (browser history)", async () => {
    window.history.replaceState(null, "", "/trips");
    const user = userEvent.setup();
    // The default router: wouter's browser location over jsdom's real history.
    render(<CatalogueView catalogue="test-trips" config={makeConfig()} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Duration" }), "7");
    expect(window.location.search).toBe("?duration=7");
    expect(cardTitles()).toEqual(["Backwater Calm"]);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(screen.getByRole("combobox", { name: "Duration" })).toHaveValue("");
  });

  it("renders on the server with the state from the URL", () => {
    const html = renderToString(
      <Router ssrPath="/trips?q=camel">
        <CatalogueView catalogue="test-trips" config={makeConfig()} />
      </Router>,
    );
    expect(html).toContain("Desert Stars");
    expect(html).not.toContain("Mountain Yoga");
    expect(html).toContain("Showing 1 of 3 trips");
    expect(html).toContain('value="camel"');
  });
});
