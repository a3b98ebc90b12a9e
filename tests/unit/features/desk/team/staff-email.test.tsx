import { screen, within } from "@testing-library/react";
import type { StaffListItem } from "@shared/api-types";
import { apiPaths } from "@shared/api-paths";
import { StaffList } from "@/features/desk/team/components/staff-list";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";

const member = (o: Partial<StaffListItem>): StaffListItem => ({
  id: 2, username: "bo", role: "agent", name: null, email: null, pendingEmail: null, twoFactorEnabled: false, mustChangePassword: false, lastSignInAt: null, disabled: false, createdAt: "2027-01-04T05:00:00.000Z", ...o,
});

describe("a staff member's e-mail in Team", () => {
  it("names an address awaiting confirmation as such, not None, and keeps the one alerts go to until then", async () => {
    mockFetch((call) =>
      call.url === apiPaths.users.href()
        ? {
            body: [
              member({ id: 2, username: "bo", pendingEmail: "bo.new@innerlight.example" }),
              member({ id: 3, username: "chitra", email: "chitra@innerlight.example", pendingEmail: "chitra.k@innerlight.example" }),
              member({ id: 4, username: "dev", email: "dev@innerlight.example" }),
              member({ id: 5, username: "esha" }),
            ],
          }
        : { status: 404, body: { message: "Unexpected" } },
    );
    renderWithProviders(<StaffList meId={1} />);
    const emailOf = async (username: string) => (await screen.findByRole("listitem", { name: username })).querySelector("[data-staff-email]")!.textContent;
    expect(await emailOf("bo")).toBe("bo.new@innerlight.example (awaiting confirmation: until its link is opened, alerts go to the desk's address)");
    expect(await emailOf("chitra")).toBe("chitra@innerlight.examplechitra.k@innerlight.example (awaiting confirmation)");
    expect(await emailOf("dev")).toBe("dev@innerlight.example");
    expect(await emailOf("esha")).toBe("None: alerts go to the desk's address");
    expect(within(screen.getByRole("listitem", { name: "bo" })).queryByText(/^None/)).toBeNull();
  });
});
