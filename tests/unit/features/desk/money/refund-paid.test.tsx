import { screen, waitFor } from "@testing-library/react";
import { formatRupees } from "@shared/money";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { RefundPaidForm } from "@/features/desk/money/components/refund-paid-form";

describe("RefundPaidForm", () => {
  it("says how much is paid back, on the form and its button, before anything is recorded", async () => {
    const server = mockFetch(() => ({ status: 200, body: {} }));
    const { user } = renderWithProviders(<RefundPaidForm bookingId={4} amount={147_500} today="2027-03-01" onDone={() => {}} />);
    const amount = formatRupees(147_500);
    expect(screen.getByRole("form", { name: "Record refund paid" })).toHaveTextContent(`Paid back to the visitor: ${amount}, the whole of what is owed.`);
    await user.type(screen.getByRole("textbox", { name: "Reference" }), "NEFT-2231");
    await user.click(screen.getByRole("button", { name: `Record refund paid: ${amount}` }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(server.calls.find((c) => c.method === "POST")!.body).toMatchObject({ reference: "NEFT-2231", paidOn: "2027-03-01" });
  });
});
