import { lazy } from "react";
import type { DeskTab } from "./desk-tabs";
import { EnquiriesTab } from "./enquiries/enquiries-tab";

// The charts library is only fetched when someone opens Insights.
const InsightsTab = lazy(() => import("./insights/insights-tab"));

/** The desk's tabs in order; a new tab is one more entry. */
export const DESK_TABS: readonly DeskTab[] = [
  { id: "enquiries", label: "Enquiries", render: (c) => <EnquiriesTab {...c} /> },
  { id: "insights", label: "Insights", render: () => <InsightsTab /> },
];
