import { screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { ContactLinks } from "@/features/desk/enquiries/components/contact-links";
import { bookingRecord } from "../../../../support/factories";

describe("ContactLinks", () => {
  it("links the e-mail and phone and copies each with a visible confirmation that goes away", async () => {
    const booking = bookingRecord({ email: "kavya@example.com", phone: "+91 98765 43210", phoneE164: "+919876543210" });
    const { user } = renderWithProviders(<ContactLinks booking={booking} />);
    // After user-event's set-up, which puts in a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const list = screen.getByRole("list", { name: "Contact" });
    expect(within(list).getByRole("link", { name: "kavya@example.com" })).toHaveAttribute("href", "mailto:kavya@example.com");
    expect(within(list).getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");

    await user.click(within(list).getByRole("button", { name: "Copy e-mail" }));
    expect(writeText).toHaveBeenLastCalledWith("kavya@example.com");
    const [emailStatus, phoneStatus] = within(list).getAllByRole("status");
    expect(emailStatus).toHaveTextContent("Copied");
    expect(phoneStatus).toBeEmptyDOMElement();

    await waitFor(() => expect(emailStatus).toBeEmptyDOMElement(), { timeout: 4_000 });
  });

  it("says so when the browser refuses to copy", async () => {
    const { user } = renderWithProviders(<ContactLinks booking={bookingRecord()} />);
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Copy phone" }));
    expect(await screen.findByText(/Copy failed/)).toBeInTheDocument();
  });

  it("shows nothing once the personal data is erased", () => {
    renderWithProviders(<ContactLinks booking={bookingRecord({ erasedAt: new Date().toISOString() })} />);
    expect(screen.queryByRole("list", { name: "Contact" })).not.toBeInTheDocument();
  });
});
