import { screen } from "@testing-library/react";
import AdminBookingsPage from "@/pages/admin-bookings";
import { keyInGroups, recoveryCodesFile } from "@/features/desk/account/lib/two-factor-text";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { apiPaths } from "@shared/api-paths";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jk${i}${i}`);
const me = { id: 7, username: "ravi", role: "agent", mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false };

vi.setConfig({ testTimeout: 20_000 });

describe("two-factor text", () => {
  it("shows the key in groups of four and writes the codes one a line", () => {
    expect(keyInGroups(SECRET)).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(keyInGroups("ABCDEF")).toBe("ABCD EF");
    const file = recoveryCodesFile(CODES.slice(0, 2), "ravi", "Site");
    expect(file.split("\n")).toEqual([
      "Site: two-factor recovery codes for ravi",
      "Each code signs you in once, in place of a code from your authenticator app.",
      "",
      CODES[0],
      CODES[1],
      "",
    ]);
  });
});

describe("the Account tab's two-factor section", () => {
  const serve = (enable: () => { status?: number; body: unknown }) =>
    mockFetch((call) => {
      if (call.url === apiPaths.me.href()) return { body: me };
      if (call.url.startsWith(apiPaths.bookings.href())) return { body: [] };
      if (call.url === apiPaths.totpSetup.href()) return { body: { otpauthUrl: `otpauth://totp/x:ravi?secret=${SECRET}`, secret: SECRET } };
      if (call.url === apiPaths.totpEnable.href()) return enable();
      return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
    });

  async function startSetup() {
    const { user } = renderWithProviders(<AdminBookingsPage />, { path: "/admin/bookings?tab=account" });
    await user.click(await screen.findByRole("button", { name: "Turn on two-factor sign-in" }));
    return user;
  }

  it("when it is turned on, then one state line says On and none says Off; the codes can be copied and downloaded", async () => {
    serve(() => ({ body: { recoveryCodes: CODES } }));
    const user = await startSetup();
    expect(screen.getAllByText(/^Off: your password alone/)).toHaveLength(1);
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(screen.getByRole("button", { name: "Copy key" })).toBeInTheDocument();
    const field = screen.getByLabelText("Authentication code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).not.toHaveAttribute("pattern");
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    expect(await screen.findByRole("list", { name: "Recovery codes" })).toBeInTheDocument();
    expect(screen.queryByText(/^Off:/)).toBeNull();
    expect(screen.getAllByText(/^On: signing in asks for a code/)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Copy codes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download (.txt)" })).toBeInTheDocument();
  });

  it("when the enabling code is refused as just used, then the server's words show once", async () => {
    serve(() => ({ status: 400, body: { message: "Invalid input", errors: [{ path: "code", message: "That code was just used. Wait for the next one." }] } }));
    const user = await startSetup();
    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^That code was just used\. Wait for the next one\.$/);
  });
});

describe("the sign-in code step", () => {
  it("when the code is refused as just used, then it says so and the field takes digits and letters", async () => {
    mockFetch((call) => {
      if (call.url === apiPaths.me.href()) return { status: 401, body: { message: "Not signed in" } };
      if (call.url === apiPaths.login.href()) return { body: { twoFactorRequired: true } };
      if (call.url === apiPaths.loginCode.href()) return { status: 401, body: { message: "That code was just used. Wait for the next one." } };
      return { status: 404, body: {} };
    });
    const { user } = renderWithProviders(<AdminBookingsPage />, { path: "/admin/bookings" });
    await user.type(await screen.findByLabelText("Username"), "ravi");
    await user.type(screen.getByLabelText("Password"), "a long password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const field = await screen.findByLabelText("Authentication code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(field, "k7pq-2mzx");
    expect(field).toHaveValue("k7pq-2mzx");
    await user.clear(field);
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^That code was just used\. Wait for the next one\.$/);
  });
});
