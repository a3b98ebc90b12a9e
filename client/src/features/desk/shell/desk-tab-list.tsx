import { lazy } from "react";
import type { DeskTab } from "./desk-tabs";
import { EnquiriesTab } from "../enquiries/enquiries-tab";
import { MoneyProperties } from "../money/components/money-properties";
import { BookingPartsProvider, type BookingParts } from "../components/booking-parts";

// The charts library is only fetched when someone opens Insights, and the QR code library with Account.
const InsightsTab = lazy(() => import("../insights/insights-tab"));
const TeamTab = lazy(() => import("../team/team-tab").then((m) => ({ default: m.TeamTab })));
const SavedRepliesTab = lazy(() => import("../saved-replies/saved-replies-tab").then((m) => ({ default: m.SavedRepliesTab })));
const CreditsTab = lazy(() => import("../money/credits-tab").then((m) => ({ default: m.CreditsTab })));
const DeparturesTab = lazy(() => import("../departures/departures-tab").then((m) => ({ default: m.DeparturesTab })));
// The programme editor brings the site's card and every catalogue's schema: fetched when opened.
const ProgrammesTab = lazy(() => import("../programmes/programmes-tab").then((m) => ({ default: m.ProgrammesTab })));
const AccountTab = lazy(() => import("../account/account-tab").then((m) => ({ default: m.AccountTab })));

/** What the Enquiries tab shows of other tabs on an opened booking. */
const BOOKING_PARTS: BookingParts = { money: MoneyProperties };

/** The desk's tabs in order; a new tab is one more entry. */
export const DESK_TABS: readonly DeskTab[] = [
  {
    id: "enquiries",
    label: "Enquiries",
    render: (c) => (
      <BookingPartsProvider value={BOOKING_PARTS}>
        <EnquiriesTab {...c} />
      </BookingPartsProvider>
    ),
  },
  { id: "insights", label: "Insights", render: () => <InsightsTab /> },
  { id: "departures", label: "Departures", render: () => <DeparturesTab /> },
  { id: "programmes", label: "Programmes", render: (c) => <ProgrammesTab me={c.me} /> },
  { id: "team", label: "Team", adminOnly: true, render: (c) => <TeamTab me={c.me} /> },
  { id: "saved-replies", label: "Saved replies", render: (c) => <SavedRepliesTab me={c.me} /> },
  { id: "credits", label: "Retreat credit", render: () => <CreditsTab /> },
  { id: "account", label: "Account", render: (c) => <AccountTab user={c.me} /> },
];
