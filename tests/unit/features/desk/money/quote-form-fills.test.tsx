import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { QuoteForm } from "@/features/desk/money/components/quote-form";

const TODAY = "2026-11-28";

describe("what the quote form fills in from the enquiry", () => {
  it("takes the travellers from an exact group size and the start from a preferred date that reads as one date", () => {
    renderWithProviders(<QuoteForm bookingId={7} tripType="retreat" groupSize={12} preferredDates="January 7, 2027" today={TODAY} returningFrom={null} credits={[]} onDone={() => {}} />);
    expect(screen.getByLabelText("Travellers")).toHaveValue("12");
    expect(screen.getByLabelText("Start date")).toHaveValue("2027-01-07");
  });

  it("asks for the travellers when the visitor said six or more, and leaves a range of dates to staff", () => {
    renderWithProviders(<QuoteForm bookingId={7} tripType="retreat" groupSize={null} preferredDates="Flexible, early January" today={TODAY} returningFrom={null} credits={[]} onDone={() => {}} />);
    expect(screen.getByLabelText("Travellers")).toHaveValue("");
    expect(screen.getByText("The visitor said six or more: ask how many exactly.")).toBeInTheDocument();
    expect(screen.getByLabelText("Start date")).toHaveValue("");
  });
});
