import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "../../support/render";
import { BookButton } from "@/features/booking/components/book-button";
import { exactGroupSize } from "@/features/booking/components/exact-group-size";
import { choose, mockFetch } from "./helpers";

beforeAll(async () => {
  await import("@/features/booking/booking-dialog");
});
vi.setConfig({ testTimeout: 20_000 });

async function fillAndChooseSix(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: /book earn while you travel/i }));
  await screen.findByRole("dialog", {}, { timeout: 5_000 });
  for (const [label, text] of [[/first name/i, "Meera"], [/last name/i, "Raman"], [/email address/i, "meera@example.com"], [/phone number/i, "+91 98765 43210"]] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await choose(user, /country/i, "India");
  await choose(user, /group size/i, "6+ People");
}

const sent = async (calls: { body: unknown }[]) => {
  await waitFor(() => expect(calls).toHaveLength(1));
  return calls[0].body as Record<string, unknown>;
};

describe("the exact size of a group of six or more", () => {
  it("reads only a whole number from 6 to 50", () => {
    expect(exactGroupSize("12")).toBe(12);
    expect(exactGroupSize(" 6 ")).toBe(6);
    expect(exactGroupSize("50")).toBe(50);
    for (const no of ["", "5", "51", "12.5", "twelve", "-7"]) expect(exactGroupSize(no)).toBeNull();
  });

  it("keeps the choices 1 to 6+, asks how many for 6+ and sends six or more when the number is left out", async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: { id: 1, reference: "K7M3Q9X2" } }));
    const { user } = renderWithProviders(<BookButton tripType="international" category="Earn While You Travel" />);
    await fillAndChooseSix(user);
    expect(screen.getByLabelText("How many exactly? (optional)")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    expect(await sent(calls)).toMatchObject({ groupSize: 6, groupSizeAtLeast: true });
  });

  it("sends the exact number when it is given, and the group size select still reads 6+ People", async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: { id: 1, reference: "K7M3Q9X2" } }));
    const { user } = renderWithProviders(<BookButton tripType="international" category="Earn While You Travel" />);
    await fillAndChooseSix(user);
    await user.click(screen.getByLabelText("How many exactly? (optional)"));
    await user.paste("12");
    expect(screen.getByRole("combobox", { name: /group size/i })).toHaveTextContent("6+ People");
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    expect(await sent(calls)).toMatchObject({ groupSize: 12, groupSizeAtLeast: false });
  });
});
