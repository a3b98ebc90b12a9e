import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../support/render";
import { BookButton } from "@/features/booking/components/book-button";
import TermsConditionsPage from "@/pages/terms-conditions";

beforeAll(async () => {
  await import("@/features/booking/booking-dialog");
});

vi.setConfig({ testTimeout: 20_000 });

describe("personal data notices", () => {
  it("when the enquiry form is open, then a line under the submit button links to Your personal data on the terms page", async () => {
    const { user } = renderWithProviders(<BookButton tripType="retreat" category="Women's Signature Retreats" />);
    await user.click(screen.getByRole("button", { name: /book/i }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5_000 });
    const link = within(dialog).getByRole("link", { name: "Your personal data" });
    expect(link).toHaveAttribute("href", "/terms-conditions#personal-data");
    expect(link.closest("p")).toHaveTextContent(/only to answer your enquiry/);
    expect(link.closest("p")).toHaveTextContent(/count visits without cookies and keep nothing that identifies you/);
  });

  it("when the terms are read, then Your personal data says how long it is kept and how to ask for erasure", () => {
    renderWithProviders(<TermsConditionsPage />);
    const heading = screen.getByRole("heading", { name: "Your personal data" });
    const section = heading.closest("section")!;
    expect(section).toHaveAttribute("id", "personal-data");
    expect(section).toHaveTextContent(/confirmed or cancelled, we erase them/);
    expect(section).toHaveTextContent(/ask us at any time to erase your personal data/);
    expect(section).toHaveTextContent(/count visits without cookies/);
    expect(section).toHaveTextContent(/nothing we keep identifies you/);
  });
});
