import { screen, within } from "@testing-library/react";
import type { RetreatCredit } from "@shared/money";
import { apiPaths } from "@shared/api-paths";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { CreditsTab } from "@/features/desk/money/credits-tab";

const credit = (o: Partial<RetreatCredit>): RetreatCredit => ({
  bookingId: 1, reference: "K7M3Q9X1", name: "Meera Raman", amount: 10_000, used: 0, left: 10_000, validUntil: "2027-09-01", expired: false, ...o,
});

describe("the Retreat credit tab", () => {
  it("names each credit's booking by name and reference, an erased one by its reference alone, each linking to the booking", async () => {
    mockFetch((call) =>
      call.url === apiPaths.credits.href()
        ? { body: [credit({}), credit({ bookingId: 2, reference: "EEEE6666", name: "" })] }
        : { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } },
    );
    renderWithProviders(<CreditsTab />, { path: "/admin/bookings?tab=credits" });
    const table = await screen.findByRole("table", { name: "Retreat credits" });
    expect(within(table).getByRole("link", { name: "Meera Raman, K7M3Q9X1" })).toHaveAttribute("href", "?id=1");
    expect(within(table).getByRole("link", { name: "EEEE6666" })).toHaveTextContent(/^EEEE6666$/);
  });
});
