import { render } from "@testing-library/react";
import { FillBar } from "@/features/desk/departures/components/fill-bar";

/** The bar's colour: the first part, the places taken. */
const colourOf = (taken: number, held: number, places: number) => {
  const { container } = render(<FillBar taken={taken} held={held} places={places} label="How full" />);
  const bar = container.querySelector("[role=progressbar] > div") as HTMLElement;
  return ["bg-teal", "bg-saffron", "bg-status-cancelled"].find((c) => bar.classList.contains(c));
};

describe("a departure's fill bar in the desk", () => {
  it("turns saffron at three places left and red once none are, the held ones counted as the server counts them", () => {
    expect(colourOf(6, 0, 10)).toBe("bg-teal");
    expect(colourOf(6, 1, 10)).toBe("bg-saffron");
    expect(colourOf(9, 0, 10)).toBe("bg-saffron");
    expect(colourOf(8, 2, 10)).toBe("bg-status-cancelled");
    // More held than left (a departure's places lowered under its holds) is full, not a negative count.
    expect(colourOf(8, 4, 10)).toBe("bg-status-cancelled");
  });
});
