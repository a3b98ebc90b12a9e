import { screen, waitFor, within } from "@testing-library/react";
import type { AdminDeparture } from "@shared/departures";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { QuoteForm } from "@/features/desk/money/components/quote-form";
import { ChangeDatesForm } from "@/features/desk/money/components/change-dates-form";
import { apiPaths } from "@shared/api-paths";

const TODAY = "2027-03-01";
const departure = (o: Partial<AdminDeparture>): AdminDeparture => ({
  id: 1, programme: "Just Me Time", startDate: "2027-05-10", endDate: "2027-05-15", nights: 5, pricePerPerson: 58_000, places: 12,
  status: "open", note: null, taken: 8, held: 0, left: 4, waiting: 0, enquiries: 3, ...o,
});
const LIST = [departure({}), departure({ id: 2, startDate: "2027-06-07", endDate: "2027-06-12", pricePerPerson: 61_000, left: 0, taken: 12 }), departure({ id: 3, startDate: "2027-07-01", endDate: "2027-07-06", status: "closed" })];

function serve() {
  return mockFetch((call) => {
    if (call.url === apiPaths.adminDepartures.href({ from: "2027-03-02", programme: "Just Me Time" })) return { body: LIST };
    // The stored programmes: whether the booking's programme is one decides which departures are asked for.
    if (call.url === apiPaths.adminProgrammes.href()) return { body: [{ id: 5, title: "Just Me Time", catalogue: "womens-retreats", status: "published" }] };
    if (call.url === apiPaths.booking.href(7) && call.method === "GET") return { body: { id: 7, departureId: 1, sourceProgramme: "Just Me Time", departure: { ...LIST[0], left: 4 }, related: [] } };
    if (call.method === "POST") return { status: 201, body: {} };
    return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
  });
}

describe("choosing a departure in the desk's money forms", () => {
  it("Quote offers the programme's open departures with their places left; choosing one fills the dates and price, still editable, and sends its id", async () => {
    const { calls } = serve();
    const { user } = renderWithProviders(<QuoteForm bookingId={7} tripType="retreat" groupSize={2} today={TODAY} returningFrom={null} credits={[]} onDone={() => {}} programme="Just Me Time" />);
    const choice = screen.getByLabelText("Departure");
    await waitFor(() => expect(within(choice).getAllByRole("option").map((o) => o.textContent)).toEqual(["None: dates typed below", "10–15 May 2027 · ₹58,000 · 4 places left", "7–12 Jun 2027 · ₹61,000 · Full"]));
    await user.selectOptions(choice, "1");
    expect(screen.getByLabelText("Start date")).toHaveValue("2027-05-10");
    expect(screen.getByLabelText("End date")).toHaveValue("2027-05-15");
    const price = screen.getByLabelText("Price per person (₹)");
    expect(price).toHaveValue("58000");
    await user.clear(price);
    await user.type(price, "55000");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ url: apiPaths.bookingQuotes.href(7), body: { departureId: 1, startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: 55_000, travellers: 2 } });
  });

  it("Change dates can move the booking to another departure of its programme, taking that departure's dates", async () => {
    const { calls } = serve();
    const { user } = renderWithProviders(<ChangeDatesForm bookingId={7} dates={{ startDate: "2027-05-10", endDate: "2027-05-15", changes: 0 }} today={TODAY} onDone={() => {}} />);
    const choice = screen.getByLabelText("Move to departure");
    // The booking's own departure is not offered as a move.
    await waitFor(() => expect(within(choice).getAllByRole("option").map((o) => o.textContent)).toEqual(["None: new dates typed below", "7–12 Jun 2027 · ₹61,000 · Full"]));
    await user.selectOptions(choice, "2");
    expect(screen.queryByLabelText("New start date")).not.toBeInTheDocument();
    expect(screen.getByText(/New dates: 7–12 Jun 2027/)).toBeInTheDocument();
    // The departure's price is shown in the choice, but the booking keeps the price it accepted.
    expect(screen.getByText(/New dates: 7–12 Jun 2027/)).toHaveTextContent("The price stays as accepted: this departure's ₹61,000 per person is for new quotes only.");
    await user.click(screen.getByRole("button", { name: /^Change dates/ }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ url: apiPaths.bookingDateChange.href(7), body: { departureId: 2, startDate: "2027-06-07", endDate: "2027-06-12" } });
  });
});
