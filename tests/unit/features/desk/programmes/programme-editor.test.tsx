import { screen, waitFor, within } from "@testing-library/react";
import { apiPaths } from "@shared/api-paths";
import type { AuthUser } from "@shared/api-types";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch, type RecordedCall } from "../../../enquiries/helpers";
import { ProgrammesTab } from "@/features/desk/programmes/programmes-tab";
import type { AdminProgramme } from "@/features/desk/programmes/api/programme-types";

const ADMIN: AuthUser = { id: 1, username: "asha", role: "admin", name: null, email: null } as AuthUser;
const AGENT: AuthUser = { id: 2, username: "bo", role: "agent", name: null, email: null } as AuthUser;

const programme = (o: Partial<AdminProgramme> = {}): AdminProgramme => ({
  id: 7, slug: "just-me-time", catalogue: "womens-retreats", title: "Just Me Time", summary: "Five quiet days that are yours alone.",
  highlights: ["Morning yoga", "Silent walks", "Journalling"], duration: "5 Days", image: "/art/lotus-pond.svg",
  card: { location: "Domestic & International", category: "Women", groupSize: "8-12 women", rating: 4.8 }, position: 5,
  status: "published", version: 2, itinerary: [{ day: 1, title: "Arrive", text: "Settle in." }], included: ["Meals"], notIncluded: ["Flights"],
  stay: "A farmhouse.", faq: [], photos: [], updatedAt: "2027-03-01T05:00:00.000Z", updatedBy: "meera", ...o,
});

type Reply = { status?: number; body?: unknown };

function serve(list: () => AdminProgramme[], more: (call: RecordedCall) => Reply | undefined = () => undefined) {
  return mockFetch((call) => {
    const custom = more(call);
    if (custom) return custom;
    if (call.url === apiPaths.deskClock.href()) return { body: { timeZone: "Asia/Kolkata", now: "2027-03-01T06:00:00.000Z" } };
    if (call.url.startsWith(apiPaths.adminProgrammes.pattern) && call.url.endsWith("/versions")) return { body: [{ version: 2, at: "2027-03-01T05:00:00.000Z", by: "meera", changed: ["title"] }, { version: 1, at: "2026-12-01T05:00:00.000Z", by: null, changed: ["title", "summary"] }] };
    if (call.method === "GET" && call.url.startsWith(apiPaths.adminProgrammes.pattern)) return { body: list() };
    return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
  });
}

async function openEditor(me: AuthUser = ADMIN) {
  const rendered = renderWithProviders(<ProgrammesTab me={me} />);
  await rendered.user.click(await screen.findByRole("button", { name: "Just Me Time" }));
  const form = await screen.findByRole("form", { name: "Edit Just Me Time" });
  return { ...rendered, form };
}

// Each test types into a large form; on a busy two-core machine that takes longer than the default 5 s.
describe("the programme editor", { timeout: 30_000 }, () => {
  it("adds, removes and reorders highlights with buttons that name the row, keeping focus on the row that moved, and saves only what changed with its version", async () => {
    const { calls } = serve(() => [programme()], (call) => (call.method === "PATCH" ? { body: programme({ ...call.body as object, version: 3 } as Partial<AdminProgramme>) } : undefined));
    const { user, form } = await openEditor();
    const highlights = within(form).getByRole("group", { name: "Highlights" });
    await user.click(within(highlights).getByRole("button", { name: "Move highlight 3 up" }));
    expect(within(highlights).getAllByRole("textbox").map((i) => (i as HTMLInputElement).value)).toEqual(["Morning yoga", "Journalling", "Silent walks"]);
    expect(within(highlights).getByRole("button", { name: "Move highlight 2 up" })).toHaveFocus();
    await user.click(within(highlights).getByRole("button", { name: "Remove highlight 1" }));
    expect(within(highlights).getByRole("textbox", { name: "Highlight 1" })).toHaveFocus();
    await user.click(within(highlights).getByRole("button", { name: "Add highlight" }));
    const added = within(highlights).getByRole("textbox", { name: "Highlight 3" });
    expect(added).toHaveFocus();
    await user.type(added, "Sound bath");

    const preview = document.querySelector("[data-card-preview]") as HTMLElement;
    // The card is drawn by the catalogue's own chunk, loaded with the preview.
    await waitFor(() => expect(preview).toHaveTextContent("Sound bath"), { timeout: 10_000 });

    await user.click(screen.getByRole("button", { name: "Save programme" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.url).toBe(apiPaths.adminProgramme.href(7));
    expect(patch.body).toEqual({ version: 2, highlights: ["Journalling", "Silent walks", "Sound bath"] });
  });

  it("shows errors beside their fields: the shared rules before sending, and the server's errors[] after", async () => {
    const { calls } = serve(() => [programme()], (call) =>
      call.method === "PATCH" ? { status: 400, body: { message: "Invalid programme", errors: [{ path: "card.groupSize", message: "Must be at most 200 characters" }, { path: "itinerary.0.text", message: "Must not contain control characters" }] } } : undefined,
    );
    const { user, form } = await openEditor();
    const title = within(form).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.click(screen.getByRole("button", { name: "Save programme" }));
    await waitFor(() => expect(title).toHaveAccessibleDescription("Required"));
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveFocus();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    await user.type(title, "Just Me Time, Again");
    await user.click(screen.getByRole("button", { name: "Save programme" }));
    const group = within(form).getByRole("textbox", { name: "Group size" });
    await waitFor(() => expect(group).toHaveAccessibleDescription("Must be at most 200 characters"));
    expect(within(form).getByRole("textbox", { name: "Day 1 text" })).toHaveAccessibleDescription("Must not contain control characters");
    expect(title).toHaveValue("Just Me Time, Again");
  });

  it("keeps the typed text on a stale save, names who saved and what changed, and saves over it only when asked, from the current version", async () => {
    let current = programme();
    const { calls } = serve(() => [current], (call) => {
      if (call.method !== "PATCH") return undefined;
      if ((call.body as { version: number }).version === 2) {
        current = programme({ version: 3, summary: "Five days, rewritten by Meera.", card: { ...programme().card, groupSize: "6-10 women" }, updatedBy: "meera" });
        return { status: 409, body: { message: "Saved by meera at 1 Mar 2027, 11:40 since you opened it", by: "meera", at: current.updatedAt, version: 3 } };
      }
      return { body: programme({ title: "Just Me Time (new)", version: 4, updatedBy: "asha" }) };
    });
    const { user, form } = await openEditor();
    const title = within(form).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Just Me Time (new)");
    await user.click(screen.getByRole("button", { name: "Save programme" }));

    const notice = await screen.findByRole("alert", { name: /changed since you opened it/ });
    expect(notice).toHaveTextContent("Saved by meera at 1 Mar 2027, 11:40");
    expect(within(within(notice).getByRole("list", { name: "What changed" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Summary", "Group size"]);
    expect(title).toHaveValue("Just Me Time (new)");

    await user.click(within(notice).getByRole("button", { name: "Save mine over theirs" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(2));
    const over = calls.filter((c) => c.method === "PATCH")[1].body as Record<string, unknown>;
    expect(over.version).toBe(3);
    expect(over.title).toBe("Just Me Time (new)");
    expect(over.summary).toBe("Five quiet days that are yours alone.");
    await waitFor(() => expect(screen.queryByRole("alert", { name: /changed since you opened it/ })).toBeNull());
  });

  it("reloads the other admin's version when asked", async () => {
    let current = programme();
    serve(() => [current], (call) => {
      if (call.method !== "PATCH") return undefined;
      current = programme({ version: 3, title: "Me Time" });
      return { status: 409, body: { message: "Saved by meera at 1 Mar 2027, 11:40 since you opened it" } };
    });
    const { user, form } = await openEditor();
    await user.type(within(form).getByRole("textbox", { name: "Summary" }), " Mine.");
    await user.click(screen.getByRole("button", { name: "Save programme" }));
    const notice = await screen.findByRole("alert", { name: /changed since you opened it/ });
    expect(notice).toHaveTextContent("Title");
    await user.click(within(notice).getByRole("button", { name: "Reload their version" }));
    expect(await screen.findByRole("textbox", { name: "Title" })).toHaveValue("Me Time");
    expect(screen.getByRole("textbox", { name: "Summary" })).toHaveValue("Five quiet days that are yours alone.");
  });

  it("shows an agent every field and the versions, read-only, with no save, status, restore or list buttons", async () => {
    serve(() => [programme()]);
    const { form } = await openEditor(AGENT);
    expect(within(form).getByRole("textbox", { name: "Title" })).toHaveAttribute("readonly");
    expect(within(form).getByRole("textbox", { name: "Day 1 text" })).toHaveAttribute("readonly");
    await screen.findByRole("table");
    for (const name of [/^Save/, "Publish", "Unpublish", "Archive", /^Restore/, /^Add /, /^Remove /, /^Move /]) expect(screen.queryByRole("button", { name })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add programme" })).toBeNull();
  });

  it("opens Add programme on a blank card without drawing it, and draws it once its fields are filled in", async () => {
    serve(() => [programme()]);
    const { user } = renderWithProviders(<ProgrammesTab me={ADMIN} />);
    await user.click(await screen.findByRole("button", { name: "Add programme" }));
    const form = await screen.findByRole("form", { name: "Add programme" });
    const preview = document.querySelector<HTMLElement>("[data-card-preview]")!;
    expect(preview).toHaveTextContent("The card appears once its fields are filled in.");
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Moonlit Reset");
    await user.type(within(form).getByRole("textbox", { name: "Summary" }), "Five quiet nights by the backwaters.");
    await user.type(within(form).getByRole("textbox", { name: "Highlight 1" }), "Firefly walks");
    await user.type(within(form).getByRole("textbox", { name: "Duration" }), "6 Days");
    await user.type(within(form).getByRole("textbox", { name: "Image" }), "/art/lotus-pond.svg");
    await user.type(within(form).getByRole("textbox", { name: "Group size" }), "8-12 women");
    await user.type(within(form).getByRole("textbox", { name: "Rating" }), "4.8");
    expect(await within(preview).findByRole("heading", { name: "Moonlit Reset" }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
