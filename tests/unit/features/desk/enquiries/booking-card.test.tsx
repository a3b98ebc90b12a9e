import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { BookingCard } from "@/features/desk/enquiries/components/booking-card";
import { formatSubmitted, formatTravelers, humanize } from "@/lib/format";
import { bookingRecord } from "../fixtures";

function renderCard(overrides: Parameters<typeof bookingRecord>[0] = {}) {
  renderWithProviders(<BookingCard booking={bookingRecord(overrides)} />);
  return screen.getByRole("article");
}

describe("format helpers", () => {
  it("writes the submitted time as a long US date with hour and minute", () => {
    expect(formatSubmitted(new Date(2026, 10, 22, 15, 5))).toBe("November 22, 2026 at 3:05 PM");
    expect(formatSubmitted(new Date(2026, 0, 3, 9, 30))).toBe("January 3, 2026 at 9:30 AM");
  });

  it("replaces every hyphen with a space", () => {
    expect(humanize("some-experience")).toBe("some experience");
    expect(humanize("very-experienced-a-b")).toBe("very experienced a b");
  });

  it("counts travelers", () => {
    expect(formatTravelers(4)).toBe("4 travelers");
    expect(formatTravelers(6)).toBe("6 travelers");
  });
});

describe("BookingCard", () => {
  it("shows the name, trip, contact links, travelers and submitted time", () => {
    const card = renderCard({ groupSize: 4, tripType: "international", tripCategory: "Digital Nomad Journeys" });
    expect(within(card).getByRole("heading", { name: "Meera Raman" })).toBeInTheDocument();
    expect(card).toHaveTextContent("International · Digital Nomad Journeys");
    expect(within(card).getByRole("link", { name: "meera@example.com" })).toHaveAttribute(
      "href",
      "mailto:meera@example.com",
    );
    expect(within(card).getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    expect(card).toHaveTextContent("4 travelers");
    expect(card).toHaveTextContent("Submitted November 22, 2026 at 3:05 PM");
    expect(card).toHaveTextContent("December 5, 2026");
  });

  it("reads 'Flexible' without preferred dates and leaves out absent optional fields", () => {
    const card = renderCard({ preferredDates: null });
    expect(card).toHaveTextContent("Flexible");
    expect(card).not.toHaveTextContent(/budget range/i);
    expect(card).not.toHaveTextContent(/travel experience/i);
    expect(card).not.toHaveTextContent(/special requests/i);
  });

  it("shows budget range and travel experience with hyphens replaced, and special requests", () => {
    const card = renderCard({
      budgetRange: "50000-100000",
      travelExperience: "very-experienced",
      specialRequests: "Vegetarian meals, please.",
    });
    expect(card).toHaveTextContent("50000 100000");
    expect(card).toHaveTextContent("very experienced");
    expect(card).not.toHaveTextContent("very-experienced");
    expect(card).toHaveTextContent("Vegetarian meals, please.");
  });

  it.each([
    ["confirmed", "text-status-confirmed"],
    ["cancelled", "text-status-cancelled"],
    ["pending", "text-status-pending"],
    ["on-hold", "text-status-pending"],
  ])("colours a %s badge with %s", (status, colour) => {
    const card = renderCard({ status });
    const badge = within(card).getByText(status, { selector: "span[data-tone]" });
    expect(badge).toHaveClass(colour);
  });

  it("renders what visitors typed as text, never as markup", () => {
    const card = renderCard({ firstName: "<img src=x onerror=alert(1)>", specialRequests: "<b>bold</b>" });
    expect(card.querySelector("img")).toBeNull();
    expect(card.querySelector("b")).toBeNull();
    expect(card).toHaveTextContent("<b>bold</b>");
  });
});
