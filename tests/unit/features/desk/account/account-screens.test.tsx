import { screen, within } from "@testing-library/react";
import AdminBookingsPage from "@/pages/admin-bookings";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch, type RecordedCall } from "../../../enquiries/helpers";
import { apiPaths } from "@shared/api-paths";

type Reply = { status?: number; body?: unknown };

const user = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  username: "ravi",
  role: "agent",
  mustChangePassword: false,
  twoFactorEnabled: false,
  twoFactorRequired: false,
  ...overrides,
});

function serve(me: Record<string, unknown> | null, other?: (call: RecordedCall) => Reply | undefined) {
  return mockFetch((call) => {
    const custom = other?.(call);
    if (custom) return custom;
    if (call.url === apiPaths.me.href()) return me ? { body: me } : { status: 401, body: { message: "Not signed in" } };
    if (call.url.startsWith(apiPaths.bookings.href())) return { body: [] };
    return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
  });
}

const renderDesk = (path = "/admin/bookings") => renderWithProviders(<AdminBookingsPage />, { path });

/** The password step, then the given authentication code. */
async function signInWithCode(code: string) {
  const { user: person } = renderDesk();
  await person.type(await screen.findByLabelText("Username"), "ravi");
  await person.type(screen.getByLabelText("Password"), "a long password");
  await person.click(screen.getByRole("button", { name: "Sign in" }));
  await person.type(await screen.findByLabelText("Authentication code"), code);
  await person.click(screen.getByRole("button", { name: "Verify" }));
}

vi.setConfig({ testTimeout: 20_000 });

describe("the staff desk's account screens", () => {
  it("when the password step answers that a code is due, then the Authentication code step follows and its answer opens the desk", async () => {
    const { calls } = serve(null, (call) => {
      if (call.url === apiPaths.login.href()) return { body: { twoFactorRequired: true } };
      if (call.url === apiPaths.loginCode.href()) return { body: user() };
      return undefined;
    });
    await signInWithCode("123456");
    expect(await screen.findByRole("tablist", { name: "Desk sections" })).toBeInTheDocument();
    expect(calls.find((c) => c.url === apiPaths.loginCode.href())?.body).toEqual({ code: "123456" });
  });

  it("when the code is wrong, then the server's message shows and the step stays", async () => {
    serve(null, (call) => {
      if (call.url === apiPaths.login.href()) return { body: { twoFactorRequired: true } };
      if (call.url === apiPaths.loginCode.href()) return { status: 401, body: { message: "Wrong authentication code" } };
      return undefined;
    });
    await signInWithCode("000000");
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong authentication code.");
    expect(screen.getByLabelText("Authentication code")).toBeInTheDocument();
  });

  it("when an agent is signed in, then there is no Team tab, and ?tab=team shows the enquiries", async () => {
    serve(user());
    renderDesk("/admin/bookings?tab=team");
    const tabs = await screen.findByRole("tablist", { name: "Desk sections" });
    expect(within(tabs).getByRole("tab", { name: "Enquiries" })).toHaveAttribute("aria-selected", "true");
    expect(within(tabs).getByRole("tab", { name: "Account" })).toBeInTheDocument();
    expect(within(tabs).queryByRole("tab", { name: "Team" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Staff" })).toBeNull();
  });

  it("when the password is temporary, then only the password change shows, without the tabs", async () => {
    serve(user({ mustChangePassword: true }));
    renderDesk();
    expect(await screen.findByRole("region", { name: "Choose your own password" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist", { name: "Desk sections" })).toBeNull();
  });

  it("when two-factor is required and off, then enrolment shows before any desk access", async () => {
    serve(user({ twoFactorRequired: true }));
    renderDesk();
    expect(await screen.findByRole("region", { name: "Turn on two-factor sign-in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Turn on two-factor sign-in" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist", { name: "Desk sections" })).toBeNull();
  });

  it("when the new passwords differ, then nothing is sent and the form says so", async () => {
    const { calls } = serve(user({ mustChangePassword: true }));
    const { user: person } = renderDesk();
    await person.type(await screen.findByLabelText("Current password"), "temporary passphrase");
    await person.type(screen.getByLabelText("New password"), "a brand new passphrase");
    await person.type(screen.getByLabelText("Repeat the new password"), "a different passphrase");
    await person.click(screen.getByRole("button", { name: "Set my password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The two new passwords differ.");
    expect(calls.some((c) => c.url === apiPaths.password.href())).toBe(false);
  });
});
