import { screen } from "@testing-library/react";
import { DeskFrame } from "@/features/desk/shell/desk-frame";
import { renderWithProviders } from "../../../../support/render";

const user = { id: 1, username: "asha", role: "agent" as const, mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false, email: null, pendingEmail: null };

describe("the desk's top bar", () => {
  it("when the staff member has a name, then it says who is signed in by that name", () => {
    renderWithProviders(<DeskFrame user={{ ...user, name: "Asha Menon" }} title="Booking Management">work</DeskFrame>);
    expect(screen.getByText(/Signed in as/).parentElement).toHaveTextContent("Signed in as Asha Menon");
  });

  it("when no name is set yet, then the username stands in", () => {
    renderWithProviders(<DeskFrame user={{ ...user, name: null }} title="Booking Management">work</DeskFrame>);
    expect(screen.getByText(/Signed in as/).parentElement).toHaveTextContent("Signed in as asha");
  });
});
