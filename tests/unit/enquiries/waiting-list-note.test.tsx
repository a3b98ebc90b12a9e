import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../support/render";
import { BookButton } from "@/features/booking/components/book-button";
import { toCardDeparture, waitingListNote } from "@shared/departures/card-departure";
import { choose, mockFetch } from "./helpers";

beforeAll(async () => {
  await import("@/features/booking/booking-dialog");
});
vi.setConfig({ testTimeout: 20_000 });

const departure = (id: number, startDate: string, endDate: string, placesLeft: number) =>
  toCardDeparture({ id, programme: "Just Me Time", startDate, endDate, nights: 5, pricePerPerson: 58_000, placesLeft, availability: placesLeft > 0 ? "few" : "full" });

describe("the dialog's word for a group larger than the places left", () => {
  it("is said for a full departure, and for a group larger than the places left, in words that agree; nothing when the group fits", () => {
    const two = departure(1, "2027-03-14", "2027-03-19", 2);
    expect(waitingListNote(two, 2)).toBeNull();
    expect(waitingListNote(two, 3)).toBe("Only 2 places are left, fewer than your group of 3: your enquiry joins the waiting list, and we write to you as soon as places open for your group.");
    expect(waitingListNote(departure(2, "2027-04-11", "2027-04-16", 1), 2)).toMatch(/^Only 1 place is left, fewer than your group of 2:/);
    expect(waitingListNote(departure(3, "2027-05-02", "2027-05-07", 0), 1)).toBe("This departure is full: your enquiry joins its waiting list, and we write to you as soon as places open.");
    // Plenty left: the card says nothing of places, the label still carries the number.
    expect(waitingListNote(departure(4, "2027-06-06", "2027-06-11", 12), 6)).toBeNull();
  });

  it("follows the group size and the dates chosen in the dialog, before anything is sent", async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const few = departure(11, "2027-03-14", "2027-03-19", 2);
    const more = departure(12, "2027-04-11", "2027-04-16", 8);
    const { user } = renderWithProviders(<BookButton tripType="retreat" category="Women's Signature Retreats" programme="Just Me Time" departure={few} departures={[few, more]} />);
    await user.click(screen.getByRole("button", { name: /book women's signature retreats/i }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5_000 });
    const note = within(dialog).getByTestId("waiting-list-note");
    expect(note).toBeEmptyDOMElement();
    await choose(user, /group size/i, "3 People");
    expect(note).toHaveTextContent("Only 2 places are left, fewer than your group of 3: your enquiry joins the waiting list");
    await user.click(within(dialog).getByRole("radio", { name: /11–16 Apr 2027/ }));
    expect(note).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole("radio", { name: /Other dates/ }));
    expect(note).toBeEmptyDOMElement();
  });
});
