import { render, screen } from "@testing-library/react";
import type { AdminDeparture } from "@shared/departures";
import { MinimumChip, RunFacts } from "@/features/desk/departures/components/run-facts";

const departure = (o: Partial<AdminDeparture> = {}): AdminDeparture => ({
  id: 1, programme: "Just Me Time", startDate: "2027-04-14", endDate: "2027-04-19", nights: 5, pricePerPerson: 58_000, places: 12,
  status: "open", note: null, taken: 1, held: 0, left: 11, waiting: 0, enquiries: 1, privateRooms: 0, privateRoomSupplement: 0, privateRoomsLeft: 0, minimum: null, decideBy: "2027-02-28", guaranteed: false, ...o,
});

describe("a departure's minimum and rooms in the desk", () => {
  it("says how many more it needs by its day to decide, then Guaranteed to run; nothing without a minimum or once cancelled", () => {
    const { rerender, container } = render(<MinimumChip d={departure({ minimum: 4 })} />);
    expect(screen.getByText("3 more needed by 28 Feb 2027")).toBeInTheDocument();
    rerender(<MinimumChip d={departure({ minimum: 4, taken: 4, guaranteed: true })} />);
    expect(screen.getByText("Guaranteed to run")).toBeInTheDocument();
    rerender(<MinimumChip d={departure()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<MinimumChip d={departure({ minimum: 4, status: "cancelled" })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("opened, says its rooms left with the supplement, and its minimum with how many more or that it runs", () => {
    const { rerender, container } = render(<RunFacts d={departure({ privateRooms: 3, privateRoomsLeft: 2, privateRoomSupplement: 12_000, minimum: 4 })} />);
    expect(container).toHaveTextContent("Private room: 2 of 3 left, ₹12,000 per person · Minimum to run: 4 travellers, 3 more needed by 28 February 2027");
    rerender(<RunFacts d={departure({ minimum: 4, taken: 5 })} />);
    expect(container).toHaveTextContent(/^Minimum to run: 4 travellers, reached: Guaranteed to run$/);
    rerender(<RunFacts d={departure()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
