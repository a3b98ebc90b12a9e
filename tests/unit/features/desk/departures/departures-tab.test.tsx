import { screen, waitFor, within } from "@testing-library/react";
import type { AdminDeparture, DepartureBooking } from "@shared/departures";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch, type RecordedCall } from "../../../enquiries/helpers";
import { SEED_CARDS } from "@/catalogue/data/seed-cards";
import { DeparturesTab } from "@/features/desk/departures/departures-tab";
import { apiPaths } from "@shared/api-paths";

/** 11:30 in Kolkata on 1 March 2027. */
const NOW = "2027-03-01T06:00:00.000Z";

const departure = (o: Partial<AdminDeparture> = {}): AdminDeparture => ({
  id: 1, programme: "Just Me Time", startDate: "2027-03-14", endDate: "2027-03-19", nights: 5, pricePerPerson: 58_000, places: 12,
  status: "open", note: null, taken: 9, held: 0, left: 3, waiting: 2, enquiries: 7, ...o,
});
const booking = (o: Partial<DepartureBooking>): DepartureBooking => ({
  id: 1, reference: "K7M3Q9X1", name: "Meera Raman", status: "pending", stage: "enquiry", travellers: 2, waitlistPosition: null, placeFree: false, offeredUntil: null, offerLapsed: false, createdAt: NOW, ...o,
});

type Reply = { status?: number; body?: unknown };

/** The stored programmes' titles and lengths, as the seed keeps them. */
const PROGRAMMES = Object.entries(SEED_CARDS)
  .flatMap(([catalogue, cards]) => cards.map((card) => ({ catalogue, card })))
  .map(({ catalogue, card }, id) => {
    const c = card as { title?: string; name?: string; duration: string };
    return { id: id + 1, catalogue, status: "published", title: c.title ?? c.name, duration: c.duration };
  });

function serve(departures: AdminDeparture[], more: (call: RecordedCall) => Reply | undefined = () => undefined) {
  return mockFetch((call) => {
    const custom = more(call);
    if (custom) return custom;
    if (call.url === apiPaths.deskClock.href()) return { body: { timeZone: "Asia/Kolkata", now: NOW } };
    if (call.url.startsWith(`${apiPaths.adminDepartures.pattern}?from=`) && call.method === "GET") return { body: departures };
    // The stored programmes, whose lengths fill a new departure's end date.
    if (call.url === apiPaths.adminProgrammes.href() && call.method === "GET") return { body: PROGRAMMES };
    // The form's question for a programme's last price: none sold yet.
    if (call.url.startsWith(`${apiPaths.adminDepartures.pattern}?programme=`) && call.method === "GET") return { body: [] };
    return { status: 404, body: { message: `Unexpected ${call.method} ${call.url}` } };
  });
}

describe("the Departures tab", () => {
  it("lists upcoming departures a row each, every figure under its column with a labelled bar of how full, and asks the server by programme and month", async () => {
    const { calls } = serve([departure({ held: 2, left: 1 }), departure({ id: 2, programme: "She Leads", startDate: "2027-04-28", endDate: "2027-05-02", nights: 4, places: 8, taken: 8, left: 0, waiting: 1, enquiries: 9 })]);
    const { user } = renderWithProviders(<DeparturesTab />);
    const first = await screen.findByRole("button", { name: "Just Me Time, 14–19 Mar 2027" });
    const table = screen.getByRole("table", { name: "Departures" });
    const columns = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(columns).toEqual(["Programme", "Dates", "Per person", "Places", "Taken", "Held", "Places left", "Waiting", "Enquiries", "How full", "Actions"]);
    const cells = (button: HTMLElement) => within(button.closest("tr")!).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(first).slice(0, 9)).toEqual(["14–19 Mar 2027", "₹58,000", "12", "9", "2", "1", "2", "7", "75 %"]);
    const row = first.closest("tr")!;
    const bar = within(row).getByRole("progressbar", { name: "How full: Just Me Time, 14–19 Mar 2027" });
    expect(bar).toHaveAttribute("aria-valuenow", "9");
    expect(bar).toHaveAttribute("aria-valuemax", "12");
    expect(bar).toHaveAttribute("aria-valuetext", "9 of 12 places taken, 2 held (75 %)");
    expect(cells(screen.getByRole("button", { name: "She Leads, 28 Apr – 2 May 2027" }))[5]).toBe("Full");

    // The programme filter groups the programmes under their catalogues.
    const filter = screen.getByLabelText("Programme");
    const groups = [...filter.querySelectorAll("optgroup")];
    expect(groups.map((g) => g.label)).toContain("We Women Retreats");
    expect(within(groups.find((g) => g.label === "Earn While You Travel")!).getByRole("option", { name: "Teach English in Hanoi" })).toBeInTheDocument();
    expect(within(groups.find((g) => g.label === "We Women Retreats")!).getByRole("option", { name: "She Leads" })).toBeInTheDocument();

    await waitFor(() => expect(calls.some((c) => c.url === apiPaths.adminDepartures.href({ from: "2027-03-01" }))).toBe(true));
    await user.selectOptions(screen.getByLabelText("Programme"), "She Leads");
    await user.selectOptions(screen.getByLabelText("Month"), "2027-04");
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(apiPaths.adminDepartures.href({ from: "2027-04-01", to: "2027-04-30", programme: "She Leads" })));
  });

  it("adds a departure from the dialog, and shows the server's refusal beside its field", async () => {
    let posts = 0;
    const { calls } = serve([], (call) => {
      if (call.method !== "POST") return undefined;
      posts += 1;
      return posts === 1
        ? { status: 409, body: { message: "A departure of this programme already starts that day", errors: [{ path: "startDate", message: "A departure of this programme already starts that day" }] } }
        : { status: 201, body: departure() };
    });
    const { user } = renderWithProviders(<DeparturesTab />);
    await screen.findByText(/No upcoming departures yet/);
    await user.click(screen.getByRole("button", { name: "Add departure" }));
    const form = await screen.findByRole("form", { name: "Add departure" });
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    expect(await within(form).findByText("Must be a whole number of places")).toBeInTheDocument();
    expect(posts).toBe(0);

    await user.selectOptions(within(form).getByLabelText("Programme"), "Just Me Time");
    await user.type(within(form).getByLabelText("Start date"), "2027-03-14");
    // The end follows from the programme's length ("5 Days": four nights) until it is typed by hand.
    const end = within(form).getByLabelText("End date");
    expect(end).toHaveValue("2027-03-18");
    expect(form).toHaveTextContent("End date from the programme's length (5 Days)");
    await user.clear(end);
    await user.type(end, "2027-03-19");
    await user.type(within(form).getByLabelText("Price per person (₹)"), "58,000");
    await user.type(within(form).getByLabelText("Places"), "12");
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    const start = within(form).getByLabelText("Start date");
    await waitFor(() => expect(start).toHaveAccessibleDescription("A departure of this programme already starts that day"));
    expect(start).toHaveAttribute("aria-invalid", "true");

    await user.clear(start);
    await user.type(start, "2027-03-15");
    expect(end).toHaveValue("2027-03-19");
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add departure" })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { programme: "Just Me Time", startDate: "2027-03-14", endDate: "2027-03-19", pricePerPerson: 58_000, places: 12, note: null },
      { programme: "Just Me Time", startDate: "2027-03-15", endDate: "2027-03-19", pricePerPerson: 58_000, places: 12, note: null },
    ]);
  }, 20_000);

  it("offers the programme's last price and fills the end from its length as the programme and start change", async () => {
    const { calls } = serve([], (call) =>
      call.url === apiPaths.adminDepartures.href({ programme: "She Leads" })
        ? { body: [departure({ programme: "She Leads", startDate: "2026-11-02", pricePerPerson: 61_000 }), departure({ programme: "She Leads", startDate: "2027-01-10", pricePerPerson: 64_500 }), departure({ programme: "She Leads", startDate: "2027-02-01", pricePerPerson: 99_000, status: "cancelled" })] }
        : undefined,
    );
    const { user } = renderWithProviders(<DeparturesTab />);
    await screen.findByText(/No upcoming departures yet/);
    await user.click(screen.getByRole("button", { name: "Add departure" }));
    const form = await screen.findByRole("form", { name: "Add departure" });
    await user.type(within(form).getByLabelText("Start date"), "2027-05-03");
    await user.selectOptions(within(form).getByLabelText("Programme"), "She Leads");
    const price = within(form).getByLabelText("Price per person (₹)");
    await waitFor(() => expect(price).toHaveValue("64500"));
    expect(form).toHaveTextContent("The programme's last price: ₹64,500");
    // "8 Days": seven nights.
    expect(within(form).getByLabelText("End date")).toHaveValue("2027-05-10");
    await user.type(within(form).getByLabelText("Places"), "10");
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ programme: "She Leads", startDate: "2027-05-03", endDate: "2027-05-10", pricePerPerson: 64_500, places: 10, note: null });
  }, 20_000);

  it("duplicates a departure onto a new start: the end moves with it, price, places and note stay, through POST", async () => {
    const { calls } = serve([departure({ note: "Villa booked" })], (call) => (call.method === "POST" ? { status: 201, body: departure({ id: 2 }) } : undefined));
    const { user } = renderWithProviders(<DeparturesTab />);
    await user.click(await screen.findByRole("button", { name: "Duplicate Just Me Time, 14–19 Mar 2027" }));
    const form = await screen.findByRole("form", { name: "Duplicate departure" });
    expect(screen.getByRole("dialog", { name: "Duplicate Just Me Time" })).toHaveAccessibleDescription(/A copy of 14–19 Mar 2027/);
    expect(within(form).getByLabelText("Price per person (₹)")).toHaveValue("58000");
    expect(within(form).getByLabelText("Places")).toHaveValue("12");
    expect(within(form).getByLabelText(/Note for the team/)).toHaveValue("Villa booked");
    await user.type(within(form).getByLabelText("Start date"), "2027-06-07");
    expect(within(form).getByLabelText("End date")).toHaveValue("2027-06-12");
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Duplicate departure" })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body])).toEqual([
      [apiPaths.adminDepartures.href(), { programme: "Just Me Time", startDate: "2027-06-07", endDate: "2027-06-12", pricePerPerson: 58_000, places: 12, note: "Villa booked" }],
    ]);
    // A copy never asks for the programme's last price: it has its own.
    expect(calls.some((c) => c.url.includes("programme="))).toBe(false);
  }, 20_000);

  it("edits a departure from its values, sends only what changed, and says beside Places why fewer are refused", async () => {
    let patches = 0;
    const { calls } = serve([departure()], (call) => {
      if (call.method !== "PATCH") return undefined;
      patches += 1;
      return patches === 1
        ? { status: 409, body: { message: "9 places are already taken: places can't be fewer than 9", errors: [{ path: "places", message: "At least 9" }] } }
        : { body: departure({ places: 14 }) };
    });
    const { user } = renderWithProviders(<DeparturesTab />);
    await user.click(await screen.findByRole("button", { name: "Edit Just Me Time, 14–19 Mar 2027" }));
    const form = await screen.findByRole("form", { name: "Edit departure" });
    expect(screen.getByRole("dialog", { name: "Edit Just Me Time" })).toHaveAccessibleDescription("A new price or supplement applies to later quotes only.");
    expect(within(form).getByLabelText("Programme")).toBeDisabled();
    expect(within(form).getByLabelText("Start date")).toHaveValue("2027-03-14");
    expect(within(form).getByLabelText("Price per person (₹)")).toHaveValue("58000");
    const places = within(form).getByLabelText("Places");
    expect(places).toHaveValue("12");
    await user.clear(places);
    await user.type(places, "8");
    await user.click(within(form).getByRole("button", { name: "Save departure" }));
    await waitFor(() => expect(places).toHaveAccessibleDescription("At least 9"));
    await user.clear(places);
    await user.type(places, "14");
    await user.click(within(form).getByRole("button", { name: "Save departure" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit departure" })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "PATCH").map((c) => [c.url, c.body])).toEqual([
      [apiPaths.adminDeparture.href(1), { places: 8 }],
      [apiPaths.adminDeparture.href(1), { places: 14 }],
    ]);
  });

  it("adds a departure with private rooms and a minimum, its day to decide following the start until one is chosen, and shows the server's refusal beside Private rooms", async () => {
    let posts = 0;
    const { calls } = serve([], (call) => {
      if (call.method !== "POST") return undefined;
      posts += 1;
      return posts === 1
        ? { status: 400, body: { message: "Please check the departure", errors: [{ path: "privateRooms", message: "Must be at most the places (10)" }, { path: "minimum", message: "Must be at least 1" }] } }
        : { status: 201, body: departure() };
    });
    const { user } = renderWithProviders(<DeparturesTab />);
    await screen.findByText(/No upcoming departures yet/);
    await user.click(screen.getByRole("button", { name: "Add departure" }));
    const form = await screen.findByRole("form", { name: "Add departure" });
    await user.selectOptions(within(form).getByLabelText("Programme"), "Just Me Time");
    await user.type(within(form).getByLabelText("Start date"), "2027-06-20");
    await user.type(within(form).getByLabelText("Price per person (₹)"), "58,000");
    await user.type(within(form).getByLabelText("Places"), "10");
    const decideBy = within(form).getByLabelText("Decide by");
    // 45 days before the start, as the server reads a departure without a day of its own.
    expect(decideBy).toHaveValue("2027-05-06");
    expect(form).toHaveTextContent("45 days before the start");
    await user.type(within(form).getByLabelText("Private rooms"), "3");
    await user.type(within(form).getByLabelText("Private room supplement (₹)"), "12,000");
    await user.type(within(form).getByLabelText("Minimum to run (travellers)"), "4");
    // More rooms than places: the shared rule refuses it beside the field before anything is sent.
    await user.clear(within(form).getByLabelText("Private rooms"));
    await user.type(within(form).getByLabelText("Private rooms"), "11");
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    await waitFor(() => expect(within(form).getByLabelText("Private rooms")).toHaveAccessibleDescription("Must be at most the places (10)"));
    expect(posts).toBe(0);
    await user.clear(within(form).getByLabelText("Private rooms"));
    await user.type(within(form).getByLabelText("Private rooms"), "3");
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    // The server's refusals, each beside its own field.
    await waitFor(() => expect(within(form).getByLabelText("Minimum to run (travellers)")).toHaveAccessibleDescription("Must be at least 1"));
    expect(within(form).getByLabelText("Private rooms")).toHaveAccessibleDescription("Must be at most the places (10)");
    expect(within(form).queryByRole("status")).toBeNull();

    // The start moves: the day to decide follows it; a day typed is the staff's own and is sent.
    const start = within(form).getByLabelText("Start date");
    await user.clear(start);
    await user.type(start, "2027-06-30");
    expect(decideBy).toHaveValue("2027-05-16");
    await user.click(within(form).getByRole("button", { name: "Add departure" }));
    await waitFor(() => expect(posts).toBe(2));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Add departure" })).not.toBeInTheDocument());
    const sent = { programme: "Just Me Time", startDate: "2027-06-30", endDate: "2027-07-04", pricePerPerson: 58_000, places: 10, privateRooms: 3, privateRoomSupplement: 12_000, minimum: 4, note: null };
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ ...sent, startDate: "2027-06-20", endDate: "2027-06-24" }, sent]);
  }, 20_000);

  it("edits a departure's rooms and minimum: a day to decide of its own is sent, emptied it follows the start again (null)", async () => {
    const own = departure({ privateRooms: 2, privateRoomSupplement: 9_000, minimum: 6, decideBy: "2027-02-20" });
    const { calls } = serve([own], (call) => (call.method === "PATCH" ? { body: own } : undefined));
    const { user } = renderWithProviders(<DeparturesTab />);
    await user.click(await screen.findByRole("button", { name: "Edit Just Me Time, 14–19 Mar 2027" }));
    let form = await screen.findByRole("form", { name: "Edit departure" });
    expect(within(form).getByLabelText("Private rooms")).toHaveValue("2");
    expect(within(form).getByLabelText("Private room supplement (₹)")).toHaveValue("9000");
    expect(within(form).getByLabelText("Minimum to run (travellers)")).toHaveValue("6");
    const decideBy = within(form).getByLabelText("Decide by");
    expect(decideBy).toHaveValue("2027-02-20");
    await user.clear(within(form).getByLabelText("Minimum to run (travellers)"));
    await user.clear(decideBy);
    expect(form).toHaveTextContent("Empty: decided 45 days before the start (28 January 2027)");
    await user.click(within(form).getByRole("button", { name: "Save departure" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit departure" })).not.toBeInTheDocument());

    await user.click(await screen.findByRole("button", { name: "Edit Just Me Time, 14–19 Mar 2027" }));
    form = await screen.findByRole("form", { name: "Edit departure" });
    const rooms = within(form).getByLabelText("Private rooms");
    await user.clear(rooms);
    await user.type(rooms, "4");
    await user.clear(within(form).getByLabelText("Decide by"));
    await user.type(within(form).getByLabelText("Decide by"), "2027-03-01");
    await user.click(within(form).getByRole("button", { name: "Save departure" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { minimum: null, decideBy: null },
      { privateRooms: 4, decideBy: "2027-03-01" },
    ]);
  }, 20_000);

  it("asks before cancelling, says a 409 plainly and changes nothing", async () => {
    const { calls } = serve([departure()], (call) =>
      call.method === "PATCH" ? { status: 409, body: { message: "9 places are taken on this departure: move or cancel those bookings first" } } : undefined,
    );
    const { user } = renderWithProviders(<DeparturesTab />);
    const row = (await screen.findByRole("button", { name: "Just Me Time, 14–19 Mar 2027" })).closest("tr")!;
    expect(within(row).queryByText("Closed")).toBeNull();
    await user.click(within(row).getByRole("button", { name: "More for Just Me Time, 14–19 Mar 2027" }));
    await user.click(await screen.findByRole("button", { name: "Cancel departure" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel departure?" });
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel departure" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("9 places are taken on this departure: move or cancel those bookings first.");
    expect(calls.filter((c) => c.method === "PATCH").map((c) => [c.url, c.body])).toEqual([[apiPaths.adminDeparture.href(1), { status: "cancelled" }]]);
    expect(within(row).queryByText("Cancelled")).toBeNull();
  });

  it("opens a departure onto its bookings by stage, the waiting list in line with Place offered, each linking to the booking", async () => {
    serve([departure()], (call) =>
      call.url === apiPaths.departureBookings.href(1)
        ? {
            body: [
              booking({ id: 11, reference: "AAAA2222", name: "Asha Rao", stage: "confirmed", status: "confirmed" }),
              booking({ id: 12, reference: "BBBB3333", name: "Bina Shah", stage: "quoted" }),
              booking({ id: 13, reference: "CCCC4444", name: "Chitra Iyer", stage: "waiting", travellers: 2, waitlistPosition: 1, placeFree: true, offeredUntil: "2027-03-03T06:00:00.000Z" }),
              booking({ id: 14, reference: "DDDD5555", name: "Devi Nair", stage: "waiting", travellers: 5, waitlistPosition: 2 }),
              // Erased: its personal data, the name too, is gone; the reference still names it.
              booking({ id: 15, reference: "EEEE6666", name: "", stage: "enquiry" }),
              booking({ id: 16, reference: "FFFF7777", name: "Farah Khan", stage: "enquiry", offerLapsed: true }),
            ],
          }
        : undefined,
    );
    const { user, currentUrl } = renderWithProviders(<DeparturesTab />, { path: "/admin/bookings?tab=departures" });
    await user.click(await screen.findByRole("button", { name: "Just Me Time, 14–19 Mar 2027" }));
    const region = await screen.findByRole("region", { name: "Bookings of Just Me Time, 14–19 Mar 2027" });
    await within(region).findByText("Asha Rao, AAAA2222");
    const waiting = region.querySelector('[data-stage="waiting"]')!;
    expect(waiting).toHaveTextContent("Waiting list (2)");
    const rows = within(waiting as HTMLElement).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual(["1.Chitra Iyer, CCCC44442 travellersPlace offered until 3 Mar 2027, 11:30 ISTSkipExtend offer", "2.Devi Nair, DDDD55555 travellers"]);
    // Only the row holding the offer can pass it on or hold it longer.
    expect(within(rows[0]).getByRole("button", { name: "Skip Chitra Iyer, CCCC4444" })).toBeInTheDocument();
    expect(within(rows[0]).getByRole("button", { name: "Extend offer to Chitra Iyer, CCCC4444" })).toBeInTheDocument();
    expect(within(rows[1]).queryByRole("button")).toBeNull();
    const enquiries = region.querySelector('[data-stage="enquiry"]') as HTMLElement;
    expect(within(enquiries).getByRole("link", { name: "EEEE6666" })).toHaveTextContent(/^EEEE6666$/);
    expect(within(enquiries).getAllByRole("listitem").map((r) => r.textContent)).toEqual(["EEEE66662 travellers", "Farah Khan, FFFF77772 travellersOffer lapsed"]);
    const link = within(region).getByRole("link", { name: "Bina Shah, BBBB3333" });
    expect(link).toHaveAttribute("href", "?id=12");
    await user.click(link);
    expect(currentUrl()).toBe("/admin/bookings?id=12");
  });

  it("skips an offer from the departure's line, reads the line again, and says a refusal beside the buttons", async () => {
    let skipped = false;
    const { calls } = serve([departure()], (call) => {
      if (call.url === apiPaths.departureBookings.href(1)) {
        return {
          body: skipped
            ? [booking({ id: 13, reference: "CCCC4444", name: "Chitra Iyer", offerLapsed: true }), booking({ id: 14, reference: "DDDD5555", name: "Devi Nair", stage: "waiting", waitlistPosition: 1, placeFree: true, offeredUntil: "2027-03-03T06:00:00.000Z" })]
            : [booking({ id: 13, reference: "CCCC4444", name: "Chitra Iyer", stage: "waiting", waitlistPosition: 1, placeFree: true, offeredUntil: "2027-03-03T06:00:00.000Z" }), booking({ id: 14, reference: "DDDD5555", name: "Devi Nair", stage: "waiting", waitlistPosition: 2 })],
        };
      }
      if (call.url === apiPaths.bookingOffer.href(13)) {
        skipped = true;
        return { body: {} };
      }
      if (call.url === apiPaths.bookingOffer.href(14)) return { status: 409, body: { message: "This booking holds no open offer." } };
      return undefined;
    });
    const { user } = renderWithProviders(<DeparturesTab />, { path: "/admin/bookings?tab=departures" });
    await user.click(await screen.findByRole("button", { name: "Just Me Time, 14–19 Mar 2027" }));
    const region = await screen.findByRole("region", { name: "Bookings of Just Me Time, 14–19 Mar 2027" });
    await user.click(await within(region).findByRole("button", { name: "Skip Chitra Iyer, CCCC4444" }));
    // The line as the server now tells it: the next in line holds the offer, the first let it go.
    const extend = await within(region).findByRole("button", { name: "Extend offer to Devi Nair, DDDD5555" });
    expect(within(region.querySelector('[data-stage="enquiry"]') as HTMLElement).getByText("Offer lapsed")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body])).toEqual([[apiPaths.bookingOffer.href(13), { action: "skip" }]]);
    await user.click(extend);
    expect(await within(region).findByRole("alert")).toHaveTextContent("This booking holds no open offer.");
  });
});
