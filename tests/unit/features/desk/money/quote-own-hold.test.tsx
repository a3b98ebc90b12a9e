import { screen, waitFor, within } from "@testing-library/react";
import type { AdminDeparture } from "@shared/departures";
import type { Account } from "@shared/money/account-types";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { QuoteForm } from "@/features/desk/money/components/quote-form";
import { QuoteSection } from "@/features/desk/money/components/quote-section";
import { apiPaths } from "@shared/api-paths";

const TODAY = "2027-01-10";
const departure = (o: Partial<AdminDeparture>): AdminDeparture => ({
  id: 1, programme: "Just Me Time", startDate: "2027-02-07", endDate: "2027-02-10", nights: 3, pricePerPerson: 30_000, places: 2,
  status: "open", note: null, taken: 0, held: 2, left: 0, waiting: 1, enquiries: 2, privateRooms: 0, privateRoomSupplement: 0, privateRoomsLeft: 0, ...o,
});
const JMT = departure({});
const OTHER_FULL = departure({ id: 2, startDate: "2027-03-07", endDate: "2027-03-10", held: 0, taken: 2 });
const ROOMS = departure({ id: 4, programme: "Soul & Identity", startDate: "2027-03-14", endDate: "2027-03-19", pricePerPerson: 58_000, places: 6, held: 0, left: 6, privateRooms: 2, privateRoomSupplement: 12_000, privateRoomsLeft: 1 });

const ACCOUNT: Account = {
  quotes: [], accepted: null, schedule: [], payments: [], total: 0, paid: 0, balance: 0, lateFee: 0, lines: [], totalToPay: 0, owedToVisitor: 0,
  nextDue: null, refunds: [], cancellation: null, credits: [], tripUrl: null, dates: null,
};
const BOOKING = {
  id: 8, tripType: "retreat", groupSize: 2, groupSizeAtLeast: false, preferredDates: null, createdAt: "2026-12-01T06:00:00.000Z", status: "pending" as const,
  erasedAt: null, sourceProgramme: "Just Me Time", privateRoomsWished: null,
};

describe("the quote form on a departure whose places are held for this booking", () => {
  it("lists the booking's own departure as held for it, not Full, and keeps Full for a departure full to it too", async () => {
    // Jaya's booking 8 holds an offer of both places of 7–10 Feb: Full to everyone else.
    mockFetch((call) => {
      if (call.url === apiPaths.deskClock.href()) return { body: { timeZone: "Asia/Kolkata", now: "2027-01-10T06:00:00.000Z" } };
      if (call.url === apiPaths.adminProgrammes.href()) return { body: [{ id: 5, title: "Just Me Time", catalogue: "womens-retreats", status: "published" }] };
      if (call.url === apiPaths.adminDepartures.href({ from: "2027-01-11", programme: "Just Me Time" })) return { body: [JMT, OTHER_FULL] };
      if (call.url === apiPaths.booking.href(8)) {
        const { id, programme, startDate, endDate, pricePerPerson, status, left } = JMT;
        return { body: { id: 8, related: [], departure: { id, programme, startDate, endDate, pricePerPerson, status, left, privateRoomSupplement: 0, forBooking: { held: 2, left: 2, roomsHeld: 0, privateRoomsLeft: 0 } } } };
      }
      return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
    });
    const { user } = renderWithProviders(<QuoteSection booking={BOOKING} account={ACCOUNT} />);
    await user.click(screen.getByRole("button", { name: "Quote" }));
    const choice = await screen.findByLabelText("Departure");
    await waitFor(() =>
      expect(within(choice).getAllByRole("option").map((o) => o.textContent)).toEqual([
        "None: dates typed below",
        "7–10 Feb 2027 · ₹30,000 · 2 places held for this booking",
        "7–10 Mar 2027 · ₹30,000 · Full",
      ]),
    );
  });
});

describe("the quote form's private rooms", () => {
  function serve(refuse: boolean) {
    return mockFetch((call) => {
      if (call.url === apiPaths.adminProgrammes.href()) return { body: [{ id: 6, title: "Soul & Identity", catalogue: "womens-retreats", status: "published" }] };
      if (call.url === apiPaths.adminDepartures.href({ from: "2027-01-11", programme: "Soul & Identity" })) return { body: [ROOMS] };
      if (call.method === "POST" && refuse)
        return { status: 409, body: { message: "Only 1 private room is left on this departure, fewer than the 2 asked for", errors: [{ path: "privateRooms", message: "At most 1" }] } };
      return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
    });
  }
  const renderForm = () =>
    renderWithProviders(
      <QuoteForm bookingId={2} tripType="retreat" groupSize={2} today={TODAY} returningFrom={null} credits={[]} onDone={() => {}} programme="Soul & Identity" departure={ROOMS} privateRooms={2} />,
    );

  it("says in the Private room hint how many rooms are left on the chosen departure", async () => {
    serve(false);
    renderForm();
    const rooms = screen.getByLabelText("Private room");
    await waitFor(() => expect(rooms).toHaveAccessibleDescription("How many travellers have a room of their own, ₹12,000 each; the visitor asked for 2. 1 private room left on this departure."));
  });

  it("shows a refusal for too few rooms beside the Private room field, in words saying what it is about", async () => {
    serve(true);
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    const rooms = screen.getByLabelText("Private room");
    await waitFor(() => expect(rooms).toHaveAccessibleDescription("Only 1 private room is left on this departure, fewer than the 2 asked for"));
    expect(rooms).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("The quote was not sent. Only 1 private room is left on this departure, fewer than the 2 asked for.");
    expect(screen.queryByText(/At most 1/)).not.toBeInTheDocument();
  });
});
