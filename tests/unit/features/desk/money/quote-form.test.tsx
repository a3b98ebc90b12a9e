import { screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { QuoteForm } from "@/features/desk/money/components/quote-form";
import { apiPaths } from "@shared/api-paths";

const TODAY = "2027-01-10";

function renderForm(credits = [] as Parameters<typeof QuoteForm>[0]["credits"]) {
  const onDone = vi.fn();
  const view = renderWithProviders(
    <QuoteForm bookingId={7} tripType="retreat" groupSize={5} today={TODAY} returningFrom="RK7Q2M" credits={credits} onDone={onDone} />,
  );
  return { ...view, onDone };
}

const preview = () => screen.getByRole("region", { name: "As the visitor will see it" });

describe("QuoteForm", () => {
  it("works out a 5-traveller returning visitor's lines, total and schedule as they are typed, and sends exactly that", async () => {
    const server = mockFetch((call) => (call.method === "POST" ? { status: 201, body: { id: 1 } } : { status: 404, body: { message: "no" } }));
    const { user, onDone } = renderForm();
    expect(screen.getByText("Returning participant: found earlier confirmed booking RK7Q2M")).toBeInTheDocument();
    expect(screen.getByLabelText("Travellers")).toHaveValue("5");
    expect(screen.getByLabelText("Region")).toHaveValue("domestic");
    expect(within(preview()).queryByRole("table")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Start date"), "2027-03-15");
    await user.type(screen.getByLabelText("End date"), "2027-03-22");
    await user.type(screen.getByLabelText("Price per person (₹)"), "20000");

    const figures = within(preview()).getByLabelText("Quote lines");
    expect(figures).toHaveTextContent("5 × ₹20,000 · 7 nights₹1,00,000");
    expect(figures).toHaveTextContent("Group discount 10 %− ₹10,000");
    expect(figures).toHaveTextContent("Returning participant 5 %− ₹5,000");
    expect(figures).toHaveTextContent("Total₹85,000");
    const rows = within(within(preview()).getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "Deposit · 30 %Due on acceptance₹25,500",
      "Second payment · 40 %Due 13 February 2027₹34,000",
      "Final payment · 30 %Due 28 February 2027₹25,500",
    ]);

    // Turning the returning discount off changes the figures at once.
    await user.click(screen.getByLabelText(/returning participant's 5 % discount/));
    expect(figures).toHaveTextContent("Total₹90,000");
    await user.click(screen.getByLabelText(/returning participant's 5 % discount/));

    await user.click(screen.getByRole("button", { name: "Send quote" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = server.calls.find((c) => c.method === "POST");
    expect(sent?.url).toBe(apiPaths.bookingQuotes.href(7));
    expect(sent?.body).toMatchObject({ startDate: "2027-03-15", endDate: "2027-03-22", travellers: 5, pricePerPerson: 20000, region: "domestic", returning: true, extras: [] });
  }, 30_000);

  it("subtracts a chosen retreat credit up to what is left, and refuses a start in the past without sending", async () => {
    const server = mockFetch(() => ({ status: 500, body: { message: "should not be called" } }));
    const { user } = renderForm([
      { bookingId: 3, reference: "SIS001", name: "Meera Rao", amount: 42000, used: 30000, left: 12000, validUntil: "2028-05-14", expired: false },
      { bookingId: 4, reference: "OLD001", name: "Meera Rao", amount: 9000, used: 0, left: 9000, validUntil: "2026-01-01", expired: true },
    ]);
    const credit = screen.getByLabelText("Retreat credit to apply");
    expect(within(credit).getAllByRole("option").map((o) => o.textContent)).toEqual(["None", "Meera Rao, SIS001: ₹12,000 left until 14 May 2028"]);
    await user.selectOptions(credit, "3");
    await user.type(screen.getByLabelText("Start date"), "2027-01-05");
    await user.type(screen.getByLabelText("End date"), "2027-01-12");
    await user.type(screen.getByLabelText("Price per person (₹)"), "20000");
    expect(within(preview()).getByLabelText("Quote lines")).toHaveTextContent("Retreat credit− ₹12,000Total₹73,000");
    await user.click(screen.getByRole("button", { name: "Send quote" }));
    expect(screen.getByText("Must be today or later")).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  }, 30_000);
});
