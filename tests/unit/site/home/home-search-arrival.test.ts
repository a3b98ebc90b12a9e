import { arrivalKey, arrivalState } from "@/lib/home-search-arrival";
import { describeSearch } from "@/lib/describe-search";

const today = new Date(2026, 10, 25);

describe("the home search's note on the page it opens", () => {
  it("says the guests and the day, naming the year only when it is not this one", () => {
    expect(describeSearch({ guests: "2", date: "2026-12-15" }, today)).toBe("For 2 guests, around 15 December");
    expect(describeSearch({ guests: "2", date: "2027-01-15" }, today)).toBe("For 2 guests, around 15 January 2027");
    expect(describeSearch({ guests: "1", date: "" }, today)).toBe("For 1 guest");
    expect(describeSearch({ guests: "10+", date: "" }, today)).toBe("For 10+ guests");
    expect(describeSearch({ guests: "", date: "2026-12-01" }, today)).toBe("Around 1 December");
  });

  it("says nothing without a date or guests, or with a date that is not one", () => {
    expect(describeSearch({ guests: "", date: "" }, today)).toBeNull();
    expect(describeSearch({ guests: "", date: "2026-13-01" }, today)).toBeNull();
    expect(describeSearch({ guests: "", date: "15/01/2027" }, today)).toBeNull();
  });

  it("reads back the key it wrote into the history entry, and nothing else", () => {
    expect(arrivalKey(arrivalState("women-empowerment"))).toBe("women-empowerment");
    expect(arrivalKey(null)).toBeNull();
    expect(arrivalKey({ homeSearch: 5 })).toBeNull();
    expect(arrivalKey({ homeSearch: "k".repeat(65) })).toBeNull();
  });
});
