import { screen, within, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import axe from "axe-core";
import { formatDay, formatRupees } from "@shared/money";
import type { TripBody } from "@shared/money/account-types";
import TripScreen from "@/features/trip/trip-screen";
import { TripDataContext } from "@/features/trip/trip-data";
import { renderWithProviders } from "../../support/render";
import { inLine, tripBody, type TripScenario } from "../../support/trip-bodies";
import { apiPaths } from "@shared/api-paths";

const TOKEN = "a".repeat(32);
const BASE: TripScenario = {
  today: "2027-01-02",
  startDate: "2027-05-01",
  endDate: "2027-05-06",
  travellers: 6,
  pricePerPerson: 50_000,
  extras: [{ label: "Single room supplement", amount: 12_345 }],
  state: "open",
};

function show(trip: TripBody) {
  return renderWithProviders(
    <TripDataContext.Provider value={trip}>
      <TripScreen token={TOKEN} />
    </TripDataContext.Provider>,
    { path: `/trip/${TOKEN}` },
  );
}

const section = (name: string) => within(screen.getByRole("region", { name }));

describe("the trip page", () => {
  it("greets the visitor and shows an open quote's lines, validity, schedule and Accept quote", () => {
    const trip = tripBody(BASE);
    const { container } = show(trip);
    expect(screen.getByRole("heading", { level: 1, name: "Sapphic Retreat, Kodaikanal" })).toBeInTheDocument();
    expect(screen.getByText(/Hello Meera, here is your quote/)).toHaveTextContent(`Accept it by ${formatDay("2027-01-08")}`);
    expect(screen.getByText(/Booking ILJ-2027-0042/)).toBeInTheDocument();

    const quote = section("Your quote");
    const row = (label: string) => quote.getByRole("rowheader", { name: label }).closest("tr")!;
    expect(row(`6 travellers × ${formatRupees(50_000)}`)).toHaveTextContent(formatRupees(3_00_000));
    expect(row("Group discount (10 %)")).toHaveTextContent(formatRupees(-30_000));
    expect(row("Single room supplement")).toHaveTextContent(formatRupees(12_345));
    expect(row("Total to pay")).toHaveTextContent(formatRupees(trip.quote!.total));
    expect(quote.getByText("Valid until").nextElementSibling).toHaveTextContent("8 January 2027");
    expect(quote.queryByRole("rowheader", { name: "Retreat credit" })).toBeNull();

    const schedule = section("Payment schedule");
    const amounts = trip.quote!.schedule.map((i) => i.amount);
    expect(amounts.reduce((a, b) => a + b)).toBe(trip.quote!.total);
    expect(schedule.getByRole("rowheader", { name: /Deposit/ })).toHaveTextContent("Due when you accept");
    for (const i of trip.quote!.schedule.slice(1)) {
      expect(schedule.getByRole("rowheader", { name: new RegExp(i.label) })).toHaveTextContent(`Due ${formatDay(i.dueDate!)}`);
    }

    const button = quote.getByRole("button", { name: "Accept quote" });
    const form = button.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", `/trip/${TOKEN}/accept`);
    expect(form.querySelector("input[name=quoteId]")).toHaveValue(String(trip.quote!.id));
    expect(screen.queryByRole("region", { name: "Next payment" })).toBeNull();
    expect(container.querySelector("[role=img]")).toBeNull();

    const tiers = section("If you need to cancel").getAllByRole("listitem").map((li) => li.textContent);
    expect(tiers[0]).toBe(`If you cancel today: 95 % back (until ${formatDay(trip.refundTiers[0].lastDay!)})`);
    expect(tiers.at(-1)).toMatch(/or later: nothing back$/);
  });

  it.each([
    ["expired", /expired on 8 January 2027 and can no longer be accepted/, "Expired"],
    ["replaced", /replaced by a newer one and can no longer be accepted/, "Replaced"],
  ] as const)("says a %s quote can't be accepted, and offers no Accept quote", (state, says, badge) => {
    show(tripBody({ ...BASE, state }));
    expect(screen.getByText(says)).toBeInTheDocument();
    expect(section("Your quote").getByText(badge)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull();
    expect(document.querySelector("form")).toBeNull();
  });

  it("says a visitor whose acceptance lost the race is on the waiting list, with the places left and their place in line, and offers no Accept quote", () => {
    show(tripBody({ ...BASE, waitlist: inLine({ position: 3, placesLeft: 1 }) }));
    expect(screen.getByText(/Hello Meera, this departure's last places went before your acceptance came through/)).toBeInTheDocument();
    const quote = section("Your quote");
    expect(quote.getByText("Waiting list")).toBeInTheDocument();
    expect(quote.getByText("You're on the waiting list: number 3 in line")).toBeInTheDocument();
    expect(quote.getByText(/Only 1 place is left on this departure, too few for your 6 travellers/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull();
    expect(document.querySelector("form")).toBeNull();
  });

  it("offers Accept quote again once places are free for the group waiting in line, saying until when they are held", () => {
    show(tripBody({ ...BASE, waitlist: inLine({ placesLeft: 6, placeFree: true, placesOffered: 6, offeredUntil: "2027-01-05T12:30:00.000Z", offeredUntilText: "5 Jan 2027, 18:00 IST" }) }));
    expect(screen.getByText("Hello Meera, places are held for you until 5 Jan 2027, 18:00 IST: accept your quote by then to confirm your place.")).toBeInTheDocument();
    expect(section("Your quote").getByRole("button", { name: "Accept quote" })).toBeInTheDocument();
    expect(screen.queryByText(/You're on the waiting list/)).toBeNull();
  });

  it.each([
    [
      "places offered to it",
      { waitlist: inLine({ placeFree: true, placesOffered: 2, offeredUntil: "2027-01-05T12:30:00.000Z", offeredUntilText: "5 Jan 2027, 18:00 IST" }) },
      "Hello Meera, places have opened: we are holding 2 places on this departure for you until 5 Jan 2027, 18:00 IST. Reply to our e-mail, or call or WhatsApp us, before then, and we will send your quote.",
    ],
    ["a place in line", { waitlist: inLine({ position: 4 }) }, "Hello Meera, you're on this departure's waiting list, number 4 in line. We will e-mail you as soon as places open for your group."],
    [
      "an offer let go",
      { offerLapsed: true },
      "Hello Meera, the places we held for you on this departure have passed to the next in line. Reply to our e-mail if you would still like to travel with us, and we will look at other dates with you.",
    ],
    ["nothing yet", {}, "Hello Meera, we are preparing your quote and will e-mail you when it is ready."],
  ] as const)("before any quote, with %s, says where the booking stands", (_what, more, says) => {
    // As the server answers before any quote: no schedule and no refund tiers, since both come from a quote.
    const { container } = show({ ...tripBody(BASE), quote: null, acceptable: false, schedule: [], refundTiers: [], ...more });
    expect(screen.getByText(says)).toBeInTheDocument();
    // Nothing empty below the greeting: no blank band between it and the footer.
    const below = [...container.querySelectorAll("header ~ *")];
    expect(below.filter((el) => el.textContent?.trim() === "")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull();
  });

  it("shows an accepted quote's fixed schedule with each state in words, the payments, the balance and the next amount with UPI", () => {
    const trip = tripBody({
      ...BASE,
      today: "2027-03-28",
      state: "accepted",
      acceptedOn: "2027-01-03",
      payments: [
        { amount: 40_000, receivedOn: "2027-01-04", method: "bank-transfer" },
        { amount: 50_000, receivedOn: "2027-01-20", method: "upi" },
      ],
      upiId: "innerlight@hdfcbank",
    });
    const { container } = show(trip);
    expect(screen.getByText("Confirmed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull();

    const rows = within(section("Payment schedule").getByRole("table")).getAllByRole("row").slice(1);
    const [deposit, second, last] = trip.schedule;
    expect(deposit.state).toBe("paid");
    expect(second.state).toBe("due");
    expect(last.state).toBe("upcoming");
    expect(rows[0]).toHaveTextContent(`Due ${formatDay("2027-01-03")}`);
    expect(within(rows[0]).getByText("Paid")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Due")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent(`${formatRupees(second.paid)} paid`);
    expect(within(rows[2]).getByText("Upcoming")).toBeInTheDocument();

    const payments = section("Payments received");
    expect(payments.getByText(/4 January 2027/).closest("li")).toHaveTextContent(`Bank transfer${formatRupees(40_000)}`);
    expect(payments.getByText(/20 January 2027/).closest("li")).toHaveTextContent(`UPI${formatRupees(50_000)}`);
    expect(payments.getByText("Paid so far").nextElementSibling).toHaveTextContent(formatRupees(90_000));
    expect(payments.getByText("Total to pay").nextElementSibling).toHaveTextContent(formatRupees(trip.total));
    expect(payments.getByText("Still to pay").nextElementSibling).toHaveTextContent(formatRupees(trip.total - 90_000));

    const next = section("Next payment");
    const owed = formatRupees(second.amount - second.paid);
    expect(next.getByText(owed)).toBeInTheDocument();
    expect(next.getByText(/HDFC0001234/)).toBeInTheDocument();
    expect(next.getByRole("img", { name: `UPI QR code to pay ${owed} to innerlight@hdfcbank` }).querySelector("svg")).not.toBeNull();
    expect(next.getByRole("link", { name: "Pay with UPI" }).getAttribute("href")).toMatch(/^upi:\/\/pay\?pa=innerlight@hdfcbank&/);
    expect(container.textContent).not.toMatch(/@example|\+91/);
  });

  it("shows the instructions without a QR code or UPI link when UPI is off", () => {
    show(tripBody({ ...BASE, today: "2027-01-03", state: "accepted", acceptedOn: "2027-01-03" }));
    const next = section("Next payment");
    expect(next.getByText(/HDFC0001234/)).toBeInTheDocument();
    expect(next.queryByRole("img")).toBeNull();
    expect(next.queryByRole("link", { name: "Pay with UPI" })).toBeNull();
    expect(section("Payments received").getByText("No payments received yet.")).toBeInTheDocument();
  });

  it("says a cancelled booking is cancelled, with the refund and the day it is paid by", () => {
    const trip = tripBody({
      ...BASE,
      today: "2027-02-10",
      state: "accepted",
      acceptedOn: "2027-01-03",
      payments: [{ amount: 1_00_000, receivedOn: "2027-01-04", method: "card" }],
      cancellation: { on: "2027-02-10", settlement: "refund" },
    });
    show(trip);
    expect(screen.getByText(/Hello Meera, your booking is cancelled/)).toBeInTheDocument();
    const cancelled = section("Your booking is cancelled");
    expect(cancelled.getByText("Refund").nextElementSibling).toHaveTextContent(`${formatRupees(trip.cancellation!.refund)} (${trip.cancellation!.percent} %)`);
    expect(cancelled.getByText(`We will pay it back by ${formatDay(trip.cancellation!.refundDueBy!)}.`)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Next payment" })).toBeNull();
    expect(screen.queryByRole("region", { name: "If you need to cancel" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull();
  });

  it("shows a cancellation settled as a retreat credit, with the day it is valid until", () => {
    const trip = tripBody({
      ...BASE,
      today: "2027-02-10",
      state: "accepted",
      acceptedOn: "2027-01-03",
      payments: [{ amount: 90_000, receivedOn: "2027-01-04", method: "cash" }],
      cancellation: { on: "2027-02-10", settlement: "credit" },
    });
    show(trip);
    const cancelled = section("Your booking is cancelled");
    expect(cancelled.getByText("Retreat credit").nextElementSibling).toHaveTextContent(formatRupees(90_000));
    expect(cancelled.getByText("Valid until").nextElementSibling).toHaveTextContent(formatDay(trip.cancellation!.creditValidUntil!));
    expect(cancelled.queryByText("Refund")).toBeNull();
  });

  it("renders on the server from the trip, headings in order and axe clean in every state", async () => {
    const states: TripScenario[] = [
      BASE,
      { ...BASE, state: "expired" },
      { ...BASE, today: "2027-03-28", state: "accepted", acceptedOn: "2027-01-03", payments: [{ amount: 40_000, receivedOn: "2027-01-04", method: "upi" }], upiId: "innerlight@hdfcbank" },
      { ...BASE, today: "2027-02-10", state: "accepted", acceptedOn: "2027-01-03", payments: [{ amount: 40_000, receivedOn: "2027-01-04", method: "upi" }], cancellation: { on: "2027-02-10", settlement: "refund" } },
    ];
    for (const scenario of states) {
      const html = renderToString(
        <Router ssrPath={`/trip/${TOKEN}`}>
          <TripDataContext.Provider value={tripBody(scenario)}>
            <TripScreen token={TOKEN} />
          </TripDataContext.Provider>
        </Router>,
      );
      document.body.innerHTML = `<main>${html}</main>`;
      const levels = [...document.querySelectorAll("h1, h2, h3")].map((h) => Number(h.tagName[1]));
      expect(levels[0]).toBe(1);
      levels.slice(1).forEach((level, i) => expect(level - levels[i]).toBeLessThanOrEqual(1));
      const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
      expect(result.violations.map((v) => v.id)).toEqual([]);
    }
    document.body.innerHTML = "";
  }, 60_000);
});

describe("Accept quote with scripts", () => {
  const accepted = tripBody({ ...BASE, today: "2027-01-02", state: "accepted", acceptedOn: "2027-01-02" });

  it("accepts with one request however often it is pressed, then shows the booking confirmed with the fixed schedule", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = show(tripBody(BASE));
    const button = screen.getByRole("button", { name: "Accept quote" });
    await user.click(button);
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([apiPaths.tripAccept.href(TOKEN), expect.objectContaining({ method: "POST", body: JSON.stringify({ quoteId: 7 }) })]);
    answer(new Response(JSON.stringify(accepted), { status: 200, headers: { "Content-Type": "application/json" } }));
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent("Your booking is confirmed");
    // Focus moves in an effect after the notice is painted: a loaded machine can show the one first.
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Payment schedule" })).getByRole("rowheader", { name: /Deposit/ })).toHaveTextContent(
      `Due ${formatDay("2027-01-02")}`,
    );
    vi.unstubAllGlobals();
  });

  it("shows the server's reason when the quote can't be accepted, and the trip as it now is", async () => {
    const expired = tripBody({ ...BASE, state: "expired" });
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith("/accept")
        ? new Response(JSON.stringify({ message: "This quote has expired" }), { status: 409 })
        : new Response(JSON.stringify(expired), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = show(tripBody(BASE));
    await user.click(screen.getByRole("button", { name: "Accept quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This quote has expired");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Accept quote" })).toBeNull());
    expect(screen.getByText(/can no longer be accepted/)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

describe("a trip link that opens nothing", () => {
  it("says where the link is and how to reach us, by e-mail, phone and WhatsApp", () => {
    renderWithProviders(
      <TripDataContext.Provider value={null}>
        <TripScreen token={TOKEN} />
      </TripDataContext.Provider>,
      { path: `/trip/${TOKEN}` },
    );
    expect(screen.getByRole("heading", { level: 1, name: "This trip link does not work" })).toBeInTheDocument();
    expect(screen.getByText(/in the e-mail with your quote from us/)).toBeInTheDocument();
    const ways = within(screen.getByRole("list", { name: "Ways to reach us" }));
    expect(ways.getByRole("link", { name: "hello@innerlightjourneys.in" })).toHaveAttribute("href", "mailto:hello@innerlightjourneys.in");
    expect(ways.getByRole("link", { name: "+91 98430 12345" })).toHaveAttribute("href", "tel:+919843012345");
    expect(ways.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919843012345\?text=/);
  });
});
