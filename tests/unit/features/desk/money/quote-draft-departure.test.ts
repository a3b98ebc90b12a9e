import { checkDraft, newDraft, requestOf, withDeparture } from "@/features/desk/money/quote-draft";

const TODAY = "2027-03-01";
const departure = { id: 9, startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: 58_000 };

describe("a quote from a departure", () => {
  it("starts from the booking's departure: its dates and price filled, and its id sent", () => {
    const draft = newDraft({ today: TODAY, travellers: 2, region: "domestic", returning: false, departure });
    expect(draft).toMatchObject({ startDate: "2027-05-10", endDate: "2027-05-15", pricePerPerson: "58000", departureId: 9 });
    const checked = checkDraft(draft, TODAY);
    expect(checked.ok && checked.request).toMatchObject({ departureId: 9, startDate: "2027-05-10", pricePerPerson: 58_000 });
  });

  it("keeps what staff edit after choosing, and sends no departure once none is chosen", () => {
    const chosen = { ...withDeparture(newDraft({ today: TODAY, travellers: 2, region: "domestic", returning: false }), departure), pricePerPerson: "55000" };
    expect(requestOf(chosen)).toMatchObject({ departureId: 9, pricePerPerson: 55_000 });
    const none = withDeparture(chosen, null);
    expect(none).toMatchObject({ departureId: null, startDate: "2027-05-10", pricePerPerson: "55000" });
    expect(requestOf(none)).not.toHaveProperty("departureId");
  });
});
