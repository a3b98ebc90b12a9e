import { screen } from "@testing-library/react";
import axe from "axe-core";
import { renderWithProviders } from "../../support/render";
import { BookButton } from "@/features/booking/components/book-button";

vi.setConfig({ testTimeout: 20_000 });

async function violations(root: Element) {
  // jsdom cannot compute colours; contrast is checked against the design tokens instead.
  const result = await axe.run(root, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("enquiry dialog accessibility", () => {
  it("has no axe violations when open, including after a failed submit", async () => {
    await import("@/features/booking/booking-dialog");
    const { user } = renderWithProviders(<BookButton tripType="retreat" category="Queer Women's Retreats" />);
    await user.click(screen.getByRole("button", { name: /book queer women's retreats/i }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5_000 });
    expect(await violations(dialog)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    await screen.findAllByText("Required");
    expect(await violations(dialog)).toEqual([]);
  });
});
