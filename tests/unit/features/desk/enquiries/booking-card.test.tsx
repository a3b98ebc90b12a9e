import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { BookingCard } from "@/features/desk/enquiries/components/booking-card";
import { formatTravelers } from "@/lib/format";
import { bookingRecord } from "../../../../support/factories";
import { mockFetch } from "../../../enquiries/helpers";
import { apiPaths } from "@shared/api-paths";

function renderCard(overrides: Parameters<typeof bookingRecord>[0] = {}) {
  mockFetch((call) => (call.url === apiPaths.deskClock.href() ? { body: { timeZone: "Asia/Kolkata", now: new Date().toISOString() } } : { status: 404 }));
  renderWithProviders(<BookingCard booking={bookingRecord(overrides)} now={new Date(2026, 10, 22, 16, 0)} onOpen={() => {}} />);
  return screen.getByRole("article");
}

describe("format helpers", () => {
  it("counts travelers", () => {
    expect(formatTravelers(4)).toBe("4 travelers");
  });
});

describe("an inbox row", () => {
  it("when the visitor wrote after our answer, then it says Visitor replied with what they wrote and when, in the desk's clock", async () => {
    const card = renderCard({
      awaiting: "visitor-replied",
      lastMessage: { direction: "in", at: "2026-11-27T09:26:00.000Z", snippet: "Could we come in the Lisbon week instead?" },
    });
    expect(within(card).getByText("Visitor replied")).toHaveAttribute("data-awaiting", "visitor-replied");
    expect(card.querySelector("[data-snippet]")).toHaveTextContent("The visitor wrote: Could we come in the Lisbon week instead?");
    // 09:26 UTC is 14:56 in India, whatever the zone this test runs in.
    expect(await within(card).findByText("27 Nov 2026, 14:56 IST")).toBeInTheDocument();
  });

  it("when nobody answered yet, then it says New; when we spoke last, then neither, and the snippet says we wrote", () => {
    expect(within(renderCard({ awaiting: "new" })).getByText("New")).toBeInTheDocument();
    document.body.innerHTML = "";
    const answered = renderCard({ awaiting: null, lastMessage: { direction: "out", at: "2026-11-27T09:26:00.000Z", snippet: "See you in March." } });
    expect(within(answered).queryByText("New")).toBeNull();
    expect(within(answered).queryByText("Visitor replied")).toBeNull();
    expect(answered.querySelector("[data-snippet]")).toHaveTextContent("We wrote: See you in March.");
  });

  it("shows the status once, as its control, and Duplicate instead of it for a duplicate", () => {
    const card = renderCard({ status: "confirmed" });
    expect(within(card).getAllByText("Confirmed")).toHaveLength(1);
    expect(within(card).getByRole("combobox", { name: "Status for Meera Raman" })).toHaveClass("text-status-confirmed");
    expect(card.querySelector("span[data-tone]")).toBeNull();
    document.body.innerHTML = "";
    const duplicate = renderCard({ status: "pending", duplicateOfId: 12, awaiting: null });
    expect(within(duplicate).getByText("Duplicate")).toBeInTheDocument();
    expect(within(duplicate).queryByRole("combobox")).toBeNull();
    expect(within(duplicate).queryByText("Pending")).toBeNull();
  });

  it("keeps the whole name as the row's open button, and the follow-up on one line with its zone", async () => {
    const card = renderCard({ firstName: "Priyadarshini", lastName: "Venkataraman", followUpAt: "2026-11-28T03:30:00.000Z" });
    expect(within(card).getByRole("button", { name: "Priyadarshini Venkataraman" })).toHaveAttribute("title", "Priyadarshini Venkataraman");
    const chip = card.querySelector("[data-follow-up]")!;
    expect(chip).toHaveClass("whitespace-nowrap");
    await vi.waitFor(() => expect(chip).toHaveTextContent("Follow up Sat 28 Nov 2026, 09:00 IST"));
  });

  it("renders what visitors typed as text, never as markup", () => {
    const card = renderCard({ firstName: "<img src=x onerror=alert(1)>", lastMessage: { direction: "in", at: "2026-11-27T09:26:00.000Z", snippet: "<b>bold</b>" } });
    expect(card.querySelector("img")).toBeNull();
    expect(card.querySelector("b")).toBeNull();
    expect(card).toHaveTextContent("<b>bold</b>");
  });
});
