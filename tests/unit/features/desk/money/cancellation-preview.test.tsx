import { screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { CancelBookingForm } from "@/features/desk/money/components/cancel-booking-form";
import { apiPaths } from "@shared/api-paths";

// A domestic trip starting 2027-03-15, cancelled on 2027-02-03 (40 days before), ₹60,000 paid by bank transfer.
const props = { bookingId: 9, today: "2027-02-03", region: "domestic" as const, startDate: "2027-03-15", travellers: 2, paid: 60000, allPaidInCash: false };

const settlement = () => within(screen.getByRole("region", { name: "Settlement before confirming" }));

describe("CancelBookingForm", () => {
  it("shows the visitor's tier, then a medical refund at its cap, refuses a percent above it and sends the one within it", async () => {
    const server = mockFetch((call) => (call.method === "POST" ? { body: {} } : { status: 404, body: { message: "no" } }));
    const onDone = vi.fn();
    const { user } = renderWithProviders(<CancelBookingForm {...props} onDone={onDone} />);
    expect(settlement().getByLabelText("Settlement")).toHaveTextContent("Published tier at 40 days before the start: 80 % back");
    expect(settlement().getByLabelText("Settlement")).toHaveTextContent("Refund₹48,000");

    await user.selectOptions(screen.getByLabelText("Reason"), "medical");
    const figures = settlement().getByLabelText("Settlement");
    expect(figures).toHaveTextContent("Medical emergency: 90 % back");
    expect(figures).toHaveTextContent("Days before the start40");
    expect(figures).toHaveTextContent("Paid₹60,000");
    expect(figures).toHaveTextContent("Refund₹54,000");
    // 15 business days from Wednesday 3 February 2027.
    expect(figures).toHaveTextContent("Refund due by24 February 2027");

    const percent = screen.getByLabelText("Refund percent (up to 90 %)");
    expect(percent).toHaveAccessibleDescription("Leave it empty for the full 90 %.");
    await user.type(percent, "95");
    expect(settlement().getByText("A medical emergency is refunded a whole percent from 0 to 90.")).toBeInTheDocument();
    expect(percent).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Cancel booking" })).toBeDisabled();

    await user.clear(percent);
    await user.type(percent, "75");
    expect(settlement().getByLabelText("Settlement")).toHaveTextContent("Refund₹45,000");
    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = server.calls.find((c) => c.method === "POST");
    expect(sent?.url).toBe(apiPaths.bookingCancellation.href(9));
    expect(sent?.body).toEqual({ reason: "medical", settlement: "refund", percent: 75 });
  }, 30_000);

  it("as a retreat credit keeps all that was paid for 18 months", async () => {
    const { user } = renderWithProviders(<CancelBookingForm {...props} onDone={() => {}} />);
    await user.click(screen.getByLabelText(/Retreat credit \(100 %/));
    const figures = settlement().getByLabelText("Settlement");
    expect(figures).toHaveTextContent("Retreat credit₹60,000 until 3 August 2028");
    expect(figures).toHaveTextContent("Refund due byNothing to refund");
  }, 30_000);
});
