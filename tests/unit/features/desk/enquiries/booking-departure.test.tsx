import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { BookingDeparture } from "@/features/desk/enquiries/components/booking-departure";
import { apiPaths } from "@shared/api-paths";

const DEPARTURE = { id: 3, programme: "Just Me Time", startDate: "2027-02-28", endDate: "2027-03-03", pricePerPerson: 58_000, status: "open", left: 1 };

describe("the opened booking's departure", () => {
  it("shows its programme, dates, price per person and places left, and the booking's place in line", async () => {
    mockFetch((call) => (call.url === apiPaths.booking.href(7) ? { body: { id: 7, related: [], departure: DEPARTURE } } : { status: 404, body: { message: "Unexpected" } }));
    renderWithProviders(<BookingDeparture booking={{ id: 7, departureId: 3, waitlisted: true, waitlistPosition: 1, placeFree: true, offeredUntil: "2027-03-03T06:00:00.000Z", offerLapsed: false }} />);
    const section = await screen.findByRole("region", { name: "Departure" });
    expect(section).toHaveTextContent("Just Me Time, 28 Feb – 3 Mar 2027");
    expect(section).toHaveTextContent("₹58,000 per person · 1 place left");
    expect(section).toHaveTextContent("Waiting list, 1st in line· Place offered until 3 Mar 2027, 11:30 IST");
  });

  it("offers Skip and Extend offer on a booking holding an offer, each posting its action", async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === apiPaths.booking.href(7)) return { body: { id: 7, related: [], departure: DEPARTURE } };
      if (call.url === apiPaths.bookingOffer.href(7)) return { body: { id: 7 } };
      return { status: 404, body: { message: "Unexpected" } };
    });
    renderWithProviders(<BookingDeparture booking={{ id: 7, departureId: 3, waitlisted: true, waitlistPosition: 1, placeFree: true, offeredUntil: "2027-03-03T06:00:00.000Z", offerLapsed: false }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Extend offer" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === apiPaths.bookingOffer.href(7)).map((c) => c.body)).toEqual([{ action: "extend" }]));
    await user.click(screen.getByRole("button", { name: "Skip" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === apiPaths.bookingOffer.href(7)).map((c) => c.body)).toEqual([{ action: "extend" }, { action: "skip" }]));
  });

  it("says what is held for the booking its places are offered to or its quote holds, where the departure is Full to others", async () => {
    const offered = { id: 7, departureId: 3, waitlisted: true, waitlistPosition: 1, placeFree: true, offeredUntil: "2027-03-03T06:00:00.000Z", offerLapsed: false };
    // The offer holds 2 places; none is left for anyone else, both are left for this booking's quote.
    mockFetch((call) =>
      call.url === apiPaths.booking.href(7)
        ? { body: { id: 7, related: [], departure: { ...DEPARTURE, left: 0, forBooking: { held: 2, left: 2, roomsHeld: 0, privateRoomsLeft: 0 } } } }
        : call.url === apiPaths.booking.href(8)
          ? { body: { id: 8, related: [], departure: { ...DEPARTURE, left: 1, forBooking: { held: 2, left: 3, roomsHeld: 0, privateRoomsLeft: 0 } } } }
          : { status: 404, body: { message: "Unexpected" } },
    );
    const { unmount } = renderWithProviders(<BookingDeparture booking={offered} />);
    const section = await screen.findByRole("region", { name: "Departure" });
    expect(section).toHaveTextContent("₹58,000 per person · 2 places held for this booking");
    expect(section).not.toHaveTextContent("Full");
    unmount();
    // A re-quote: its open quote holds 2, and 1 more is free.
    renderWithProviders(<BookingDeparture booking={{ ...offered, id: 8, waitlisted: false, waitlistPosition: null, placeFree: false, offeredUntil: null }} />);
    expect(await screen.findByRole("region", { name: "Departure" })).toHaveTextContent("₹58,000 per person · 2 places held for this booking · 1 more left");
  });

  it("says Full and Closed when they are so, and shows nothing for a booking without a departure", async () => {
    const { calls } = mockFetch((call) =>
      call.url === apiPaths.booking.href(8) ? { body: { id: 8, related: [], departure: { ...DEPARTURE, left: 0, status: "closed", forBooking: { held: 0, left: 0, roomsHeld: 0, privateRoomsLeft: 0 } } } } : { status: 404, body: { message: "Unexpected" } },
    );
    renderWithProviders(
      <>
        <BookingDeparture booking={{ id: 8, departureId: 3, waitlisted: false, waitlistPosition: null, placeFree: false, offeredUntil: null, offerLapsed: true }} />
        <BookingDeparture booking={{ id: 9, departureId: null, waitlisted: false, waitlistPosition: null, placeFree: false, offeredUntil: null, offerLapsed: false }} />
      </>,
    );
    const section = await screen.findByRole("region", { name: "Departure" });
    expect(section).toHaveTextContent("₹58,000 per person · Full");
    expect(section).toHaveTextContent("Closed: no new enquiries or quotes");
    expect(section).toHaveTextContent("Offer lapsed");
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(calls.map((c) => c.url)).toEqual([apiPaths.booking.href(8)]);
  });
});
