import { screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { RecordPaymentForm } from "@/features/desk/money/components/record-payment-form";

const REFUSED = {
  status: 400,
  body: { message: "Invalid input", errors: [{ path: "amount", message: "With this payment, ₹50,00,000 would be paid: more than the total and fees with ₹1,00,000 over. An admin can confirm it" }] },
};

describe("RecordPaymentForm", () => {
  it("offers an admin Confirm this amount once the server asks, and sends confirm only when ticked", async () => {
    const server = mockFetch((call) => (call.method === "POST" && (call.body as { confirm?: boolean }).confirm !== true ? REFUSED : { status: 201, body: { id: 1 } }));
    const { user } = renderWithProviders(<RecordPaymentForm bookingId={4} today="2027-03-01" suggested={5_000_000} canConfirm onDone={() => {}} />);
    expect(screen.queryByRole("checkbox", { name: "Confirm this amount" })).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Reference" }), "UPI-9");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const box = await screen.findByRole("checkbox", { name: "Confirm this amount" });
    expect(screen.getAllByText(/An admin can confirm it/).length).toBeGreaterThan(0);
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(2));
    const bodies = server.calls.filter((c) => c.method === "POST").map((c) => c.body as { amount: number; confirm?: boolean });
    expect(bodies[0].confirm).toBeUndefined();
    expect(bodies[1]).toMatchObject({ amount: 5_000_000, confirm: true });
  });

  it("offers an agent no confirmation: the server's words stand", async () => {
    mockFetch(() => REFUSED);
    const { user } = renderWithProviders(<RecordPaymentForm bookingId={4} today="2027-03-01" suggested={5_000_000} onDone={() => {}} />);
    await user.type(screen.getByRole("textbox", { name: "Reference" }), "UPI-9");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect((await screen.findAllByText(/An admin can confirm it/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("checkbox", { name: "Confirm this amount" })).not.toBeInTheDocument();
  });
});
