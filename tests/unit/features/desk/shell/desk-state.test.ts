import { DEFAULT_INSIGHT_PERIOD } from "@shared/insight-periods";
import { parseDeskState, serializeDeskState, type DeskState } from "@/features/desk/shell/desk-state";

const DEFAULT_DESK_STATE: DeskState = { tab: "enquiries", view: null, status: "all", q: "", id: null, programme: null, weeks: DEFAULT_INSIGHT_PERIOD };

describe("desk state in the query string", () => {
  it("reads tab, view, status, search and the open booking", () => {
    expect(parseDeskState("?tab=insights&view=needs-reply&status=pending&q=meera%20r&id=123&weeks=52")).toEqual({
      tab: "insights",
      view: "needs-reply",
      status: "pending",
      q: "meera r",
      id: 123,
      programme: null,
      weeks: 52,
    });
  });

  it("falls back to the defaults for anything missing or unknown", () => {
    expect(parseDeskState("")).toEqual(DEFAULT_DESK_STATE);
    expect(parseDeskState("?view=nonsense&status=lost&id=abc&weeks=13")).toEqual(DEFAULT_DESK_STATE);
    expect(parseDeskState("?id=0").id).toBeNull();
    expect(parseDeskState("?id=-4").id).toBeNull();
    expect(parseDeskState("?id=12.5").id).toBeNull();
  });

  it("takes the staff alert's link as it is", () => {
    expect(parseDeskState("?id=42")).toEqual({ ...DEFAULT_DESK_STATE, id: 42 });
  });

  it("writes only what differs from the defaults, in a fixed order", () => {
    expect(serializeDeskState(DEFAULT_DESK_STATE)).toBe("");
    expect(serializeDeskState({ ...DEFAULT_DESK_STATE, id: 7, q: "a&b", view: "overdue" })).toBe("?view=overdue&q=a%26b&id=7");
    expect(serializeDeskState({ ...DEFAULT_DESK_STATE, tab: "insights" })).toBe("?tab=insights");
    expect(serializeDeskState({ ...DEFAULT_DESK_STATE, weeks: 12 })).toBe("");
  });

  it("keeps Insights' period when another tab is chosen", () => {
    const insights = parseDeskState("?tab=insights&weeks=4");
    expect(serializeDeskState({ ...insights, tab: "enquiries" })).toBe("?weeks=4");
    expect(parseDeskState(serializeDeskState({ ...insights, tab: "enquiries" })).weeks).toBe(4);
  });

  it("when a programme is open, then the URL names it after the booking, and only a row id counts as one", () => {
    expect(parseDeskState("?tab=programmes&programme=7")).toEqual({ ...DEFAULT_DESK_STATE, tab: "programmes", programme: 7 });
    expect(serializeDeskState({ ...DEFAULT_DESK_STATE, tab: "programmes", id: 3, programme: 7 })).toBe("?tab=programmes&id=3&programme=7");
    for (const bad of ["abc", "0", "-2", "7.5", ""]) expect(parseDeskState(`?programme=${bad}`).programme).toBeNull();
  });

  it("keeps a chosen All in the URL, apart from no choice yet", () => {
    expect(parseDeskState("").view).toBeNull();
    expect(serializeDeskState({ ...DEFAULT_DESK_STATE, view: "all" })).toBe("?view=all");
    expect(parseDeskState("?view=all").view).toBe("all");
  });

  it("round-trips", () => {
    const state = { tab: "enquiries", view: "spam", status: "cancelled", q: "ß ü", id: 9, programme: 4, weeks: 52 } as const;
    expect(parseDeskState(serializeDeskState(state))).toEqual(state);
  });
});
