import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { bookingRecord } from "../../../../support/factories";
import { BookingCard } from "@/features/desk/enquiries/components/booking-card";
import { ordinal, WaitlistChip } from "@/features/desk/components/waitlist-chip";

describe("a booking row on a departure's waiting list", () => {
  it("says its place in line, Place offered with the time the offer ends while places are held for it, and Offer lapsed once it left the line", () => {
    renderWithProviders(
      <ul>
        <li>
          <BookingCard booking={bookingRecord({ firstName: "Asha", lastName: "Rao", departureId: 3, waitlisted: true, waitlistPosition: 2, placeFree: true, offeredUntil: "2027-03-03T06:00:00.000Z" })} />
        </li>
        <li>
          <BookingCard booking={bookingRecord({ firstName: "Bina", lastName: "Shah", departureId: 3, waitlisted: true, waitlistPosition: 3, placeFree: false })} />
        </li>
        <li>
          <BookingCard booking={bookingRecord({ firstName: "Chitra", lastName: "Iyer", departureId: 3 })} />
        </li>
        <li>
          <BookingCard booking={bookingRecord({ firstName: "Devi", lastName: "Nair", departureId: 3, offerLapsed: true })} />
        </li>
      </ul>,
    );
    const chips = document.querySelectorAll("[data-waitlist]");
    expect([...chips].map((c) => c.textContent)).toEqual(["Waiting list, 2nd in line· Place offered until 3 Mar 2027, 11:30 IST", "Waiting list, 3rd in line"]);
    expect(screen.getByText("Asha Rao").closest("article")!.querySelector("[data-waitlist]")).not.toBeNull();
    expect(screen.getByText("Chitra Iyer").closest("article")!.querySelector("[data-waitlist]")).toBeNull();
    expect([...document.querySelectorAll("[data-offer-lapsed]")].map((c) => c.closest("article")!.textContent)).toEqual([expect.stringContaining("Devi Nair")]);
    expect(document.querySelector("[data-offer-lapsed]")).toHaveTextContent("Offer lapsed");
  });

  it("when the chip sits in a row beside an open booking, then it keeps one line and reads out the offer's end without showing it; elsewhere it shows it and may wrap", () => {
    renderWithProviders(
      <>
        <WaitlistChip position={1} placeFree offeredUntil="2027-03-03T06:00:00.000Z" compact />
        <WaitlistChip position={1} placeFree offeredUntil="2027-03-03T06:00:00.000Z" />
      </>,
    );
    const [compact, full] = [...document.querySelectorAll<HTMLElement>("[data-waitlist]")];
    for (const chip of [compact, full]) expect(chip).toHaveTextContent("Waiting list, 1st in line· Place offered until 3 Mar 2027, 11:30 IST");
    expect(compact.className).toMatch(/\bwhitespace-nowrap\b/);
    expect(compact.title).toBe("Waiting list, 1st in line · Place offered until 3 Mar 2027, 11:30 IST");
    expect(screen.getAllByText(/until 3 Mar 2027/).map((e) => e.classList.contains("sr-only"))).toEqual([true, false]);
    expect(full.className).toMatch(/\bflex-wrap\b/);
    expect(full.className).not.toMatch(/whitespace-nowrap/);
  });

  it("counts places in line as people say them", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]);
  });
});
