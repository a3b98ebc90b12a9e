import { fitViews } from "@/features/desk/enquiries/view-fit";

// Five views of 100 px with 10 px between them; More is 60 px wide.
const WIDTHS = [100, 100, 100, 100, 100];

describe("the view tabs that fit", () => {
  it("shows every view when all fit, and when the row has no width (hidden, or never laid out)", () => {
    expect(fitViews(WIDTHS, 540, 60, 10, 0)).toEqual({ shown: [0, 1, 2, 3, 4], more: [] });
    expect(fitViews([0, 0, 0, 0, 0], -1, 0, 4, 2)).toEqual({ shown: [0, 1, 2, 3, 4], more: [] });
  });

  it("leaves the views that do not fit, with room for More, to More, in order", () => {
    // 3 tabs and More: 3 × 100 + 60 + 3 × 10 = 390.
    expect(fitViews(WIDTHS, 400, 60, 10, 0)).toEqual({ shown: [0, 1, 2], more: [3, 4] });
    expect(fitViews(WIDTHS, 389, 60, 10, 1)).toEqual({ shown: [0, 1], more: [2, 3, 4] });
  });

  it("keeps the open view a tab in place of the last that would not leave it room", () => {
    expect(fitViews(WIDTHS, 400, 60, 10, 4)).toEqual({ shown: [0, 1, 4], more: [2, 3] });
    // Too narrow for anything but the open view and More.
    expect(fitViews(WIDTHS, 120, 60, 10, 3)).toEqual({ shown: [3], more: [0, 1, 2, 4] });
  });
});
