import { screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../support/render";
import { BookButton } from "@/features/booking/components/book-button";
import { captureVisitSource } from "@/lib/lead-source";
import { LAST_SEARCH_KEY } from "@/lib/last-search";
import { mockFetch } from "./helpers";

// A shared, busy machine: give lazy chunks and chained requests time before a find fails.

beforeAll(async () => {
  await import("@/features/booking/booking-dialog");
});
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => window.sessionStorage.clear());

describe("the enquiry carries what the visit already said", () => {
  it("sends the page, the programme and the visit's first-touch source with the enquiry", async () => {
    captureVisitSource(window.sessionStorage, "https://innerlight.example/?utm_source=ig&utm_campaign=monsoon", "https://t.co/x");
    const { calls } = mockFetch(() => ({ status: 201, body: { id: 1 } }));
    const { user } = renderWithProviders(
      <BookButton tripType="retreat" category="Women's Signature Retreats" programme="Soul & Identity" label="Book Now" />,
    );
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByRole("dialog", {}, { timeout: 5_000 });
    for (const [label, value] of [[/first name/i, "Meera"], [/last name/i, "Raman"], [/email address/i, "m@example.com"], [/phone number/i, "+91 98765 43210"]] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.click(screen.getByRole("combobox", { name: /country/i }));
    await user.click(await screen.findByRole("option", { name: "India" }));
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      sourcePath: window.location.pathname,
      sourceProgramme: "Soul & Identity",
      referrer: "https://t.co/x",
      utmSource: "ig",
      utmCampaign: "monsoon",
    });
    expect(calls[0].body).not.toHaveProperty("utmMedium");
  });

  it("starts with the home search's future date and nearest group size", async () => {
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1, 2, 14);
    const iso = `${next.getFullYear()}-03-14`;
    window.localStorage.setItem(
      LAST_SEARCH_KEY,
      JSON.stringify({ destination: "japan-cultural", date: iso, guests: "6-10", searchTimestamp: new Date().toISOString() }),
    );
    const { user } = renderWithProviders(<BookButton tripType="international" />);
    await user.click(screen.getByRole("button", { name: "Book to Transform" }));
    await screen.findByRole("dialog", {}, { timeout: 5_000 });
    expect(screen.getByRole("combobox", { name: /group size/i })).toHaveTextContent("6+ People");
    expect(screen.getByRole("button", { name: /preferred dates/i })).toHaveTextContent(`March 14, ${next.getFullYear()}`);
  });
});
