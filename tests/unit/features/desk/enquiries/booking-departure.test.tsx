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

  it("says Full and Closed when they are so, and shows nothing for a booking without a departure", async () => {
    const { calls } = mockFetch((call) =>
      call.url === apiPaths.booking.href(8) ? { body: { id: 8, related: [], departure: { ...DEPARTURE, left: 0, status: "closed" } } } : { status: 404, body: { message: "Unexpected" } },
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
