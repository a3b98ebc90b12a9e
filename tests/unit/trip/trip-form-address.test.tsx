import { render, screen, waitFor, within } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { NO_DETAILS, maskedRecord, type TripTravellerDetails } from "@shared/travellers/traveller-fields";
import { App } from "@/app";
import { TripDataContext } from "@/features/trip/trip-data";
import { createQueryClient } from "@/lib/query-client";
import { tripBody } from "../../support/trip-bodies";

const TOKEN = "b".repeat(32);

const REFUSED: TripTravellerDetails = {
  travellers: [maskedRecord(1, NO_DETAILS, true)],
  insurance: null,
  dueBy: "2027-04-01",
  dueNow: false,
  international: true,
  editable: true,
  saved: null,
  refused: {
    form: 1,
    values: { fullName: "Thenmozhi Arunachalam", dateOfBirth: "1986-02-14", nationality: "Indian", documentType: "passport", documentNumber: "T4471203", documentExpiry: "2027-06-01" },
    errors: [{ path: "documentExpiry", message: "This passport expires less than 6 months after the trip ends (6 May 2027)" }],
  },
};

/**
 * A details form refused without the help of scripts comes back at the address it posted to
 * (`/trip/<token>/travellers/<n>`, 400). When the page's scripts run there, it is still the trip
 * page with the refusal beside its field, never the site's 404; the address bar then shows the
 * trip's own link, at the form.
 */
describe("the trip page at a details form's address", () => {
  it.each([`/trip/${TOKEN}/travellers/1`, `/trip/${TOKEN}/insurance`])("at %s it is the trip page, and the address becomes the trip link", async (path) => {
    window.history.replaceState(null, "", `${path}#traveller-1`);
    const trip = { ...tripBody({ today: "2027-01-02", startDate: "2027-05-01", endDate: "2027-05-06", travellers: 1, pricePerPerson: 50_000, state: "accepted" }), travellerDetails: REFUSED };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TripDataContext.Provider value={trip}>
          <App />
        </TripDataContext.Provider>
      </QueryClientProvider>,
    );
    const form = within(await screen.findByRole("form", { name: /Traveller 1/ }, { timeout: 40_000 }));
    expect(screen.queryByText(/Page Not Found/i)).toBeNull();
    expect(form.getByText(/expires less than 6 months after the trip ends/)).toHaveAttribute("id", "traveller-1-documentExpiry-error");
    expect(form.getByLabelText(/Full name/)).toHaveValue("Thenmozhi Arunachalam");
    expect(form.getByLabelText(/Passport valid until/)).toHaveValue("2027-06-01");
    // The refused field takes focus once the form has laid out, which can be a frame after it appears.
    await waitFor(() => expect(form.getByLabelText(/Passport valid until/)).toHaveFocus(), { timeout: 5_000 });
    expect(window.location.pathname + window.location.hash).toBe(`/trip/${TOKEN}#traveller-1`);
  }, 60_000);
});
