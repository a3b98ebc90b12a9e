import { screen, waitFor, within } from "@testing-library/react";
import type { AdminDeparture } from "@shared/departures";
import { apiPaths } from "@shared/api-paths";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch, type RecordedCall } from "../../../enquiries/helpers";
import { DeparturesTab } from "@/features/desk/departures/departures-tab";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = "2027-03-01T06:00:00.000Z";
const NAME = "Just Me Time, 14–19 Mar 2027";

const departure = (o: Partial<AdminDeparture> = {}): AdminDeparture => ({
  id: 1, programme: "Just Me Time", startDate: "2027-03-14", endDate: "2027-03-19", nights: 5, pricePerPerson: 58_000, places: 12,
  status: "open", note: null, taken: 9, held: 0, left: 3, waiting: 2, enquiries: 7, ...o,
});

function serve(departures: AdminDeparture[], more: (call: RecordedCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return mockFetch((call) => {
    const custom = more(call);
    if (custom) return custom;
    if (call.url === apiPaths.deskClock.href()) return { body: { timeZone: "Asia/Kolkata", now: NOW } };
    if (call.url.startsWith(`${apiPaths.adminDepartures.pattern}?`) && call.method === "GET") return { body: departures };
    if (call.url === apiPaths.adminProgrammes.href() && call.method === "GET") return { body: [{ id: 1, catalogue: "womens-retreats", status: "published", title: "Just Me Time", duration: "5 Days" }] };
    return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
  });
}

describe("where focus goes after the Departures tab's dialogs", () => {
  it("when Add departure is closed with Escape, then Add departure is focused again", async () => {
    serve([]);
    const { user } = renderWithProviders(<DeparturesTab />);
    await screen.findByText(/No upcoming departures yet/);
    const add = screen.getByRole("button", { name: "Add departure" });
    await user.click(add);
    await screen.findByRole("form", { name: "Add departure" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add departure" })).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it("when Add departure is sent empty, then focus is on Start date, the first field said to be wrong", async () => {
    serve([]);
    const { user } = renderWithProviders(<DeparturesTab />);
    await screen.findByText(/No upcoming departures yet/);
    await user.click(screen.getByRole("button", { name: "Add departure" }));
    const form = await screen.findByRole("form", { name: "Add departure" });
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    const start = within(form).getByLabelText("Start date");
    await waitFor(() => expect(start).toHaveAttribute("aria-invalid", "true"));
    expect(within(form).getByLabelText("Price per person (₹)")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(start).toHaveFocus());
  }, 20_000);

  it("when an edited departure is saved, then focus is back on that row's Edit button", async () => {
    serve([departure()], (call) => (call.method === "PATCH" ? { body: departure({ places: 14 }) } : undefined));
    const { user } = renderWithProviders(<DeparturesTab />);
    const edit = await screen.findByRole("button", { name: `Edit ${NAME}` });
    await user.click(edit);
    const form = await screen.findByRole("form", { name: "Edit departure" });
    const places = within(form).getByLabelText("Places");
    await user.clear(places);
    await user.type(places, "14");
    await user.click(within(form).getByRole("button", { name: "Save departure" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit departure" })).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: `Edit ${NAME}` })).toHaveFocus());
  });

  it("names the More menu, and when its Close departure confirmation is closed, then More is focused again", async () => {
    serve([departure()]);
    const { user } = renderWithProviders(<DeparturesTab />);
    const more = await screen.findByRole("button", { name: `More for ${NAME}` });
    await user.click(more);
    const menu = await screen.findByRole("dialog", { name: `More for ${NAME}` });
    await user.click(within(menu).getByRole("button", { name: "Close departure" }));
    await screen.findByRole("dialog", { name: "Close departure?" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Close departure?" })).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
  });
});
