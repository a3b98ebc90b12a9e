import { screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { LateFeeControl } from "@/features/desk/money/components/late-fee-control";
import { apiPaths } from "@shared/api-paths";

describe("LateFeeControl", () => {
  it("shows the amount and adds it only when confirmed", async () => {
    const server = mockFetch((call) => (call.method === "POST" ? { status: 201, body: { label: "Late fee", percent: 0, amount: 1700, dueDate: "2027-02-03" } } : { status: 404, body: { message: "no" } }));
    const { user } = renderWithProviders(<LateFeeControl bookingId={4} lateFee={1700} />);
    await user.click(screen.getByRole("button", { name: "Late fee" }));
    expect(screen.getByRole("group", { name: "Late fee" })).toHaveTextContent("Add a late fee of ₹1,700 (5 % of what is overdue), due today?");
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group", { name: "Late fee" })).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Late fee" }));
    await user.click(screen.getByRole("button", { name: "Add ₹1,700" }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([apiPaths.bookingLateFee.href(4)]));
    await waitFor(() => expect(screen.queryByRole("group", { name: "Late fee" })).not.toBeInTheDocument());
  });

  it("says the server's refusal and offers nothing when no fee is due", async () => {
    mockFetch(() => ({ status: 409, body: { message: "A late fee was already added for every overdue instalment" } }));
    const { user, unmount } = renderWithProviders(<LateFeeControl bookingId={4} lateFee={1700} />);
    await user.click(screen.getByRole("button", { name: "Late fee" }));
    await user.click(screen.getByRole("button", { name: "Add ₹1,700" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A late fee was already added for every overdue instalment.");
    unmount();
    renderWithProviders(<LateFeeControl bookingId={4} lateFee={0} />);
    expect(screen.queryByRole("button", { name: "Late fee" })).not.toBeInTheDocument();
  });
});
