import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { PublicDeparture } from "@shared/departures";
import { toCardDeparture } from "@shared/departures/card-departure";
import { CardDepartures } from "@/features/booking";
import { DeparturesContext } from "@/features/booking/api/departures-data";
import { ProgrammeDates } from "@/features/programme-page/components/programme-dates";
import { sampleProgrammePages } from "@/features/programme-page/programme-samples";
import type { ProgrammeView } from "@/features/programme-page/programme-view";
import { renderWithProviders } from "../../support/render";

/*
 * "Private room +₹12,000" invites a booking of the room: only while the departure can still be
 * booked, so never beside Join the waiting list (docs/decisions/private-rooms-and-minimum.md).
 * The departures are worded as the server words them (toCardDeparture), as every page gets them.
 */

const PROGRAMME = "Just Me Time";
const departure = (placesLeft: number): PublicDeparture => ({
  id: 1,
  programme: PROGRAMME,
  startDate: "2099-03-14",
  endDate: "2099-03-19",
  nights: 5,
  pricePerPerson: 58_000,
  placesLeft,
  availability: placesLeft > 0 ? "few" : "full",
  privateRoomsLeft: 1,
  privateRoomSupplement: 12_000,
});

const LABEL = "Private room +₹12,000";

describe("a catalogue card's departures and a private room", () => {
  const card = (placesLeft: number) => {
    const departures = { [PROGRAMME]: [toCardDeparture(departure(placesLeft))] };
    return { departures, ui: <CardDepartures programme={PROGRAMME} tripType="retreat" titleId="title" /> };
  };

  it("when the departure has places and a private room left, then the card offers the room", () => {
    const { departures, ui } = card(2);
    renderWithProviders(ui, { departures });
    expect(screen.getByTestId("departures")).toHaveTextContent(LABEL);
  });

  it("when the departure is full with a private room left, then the card says Full and Join the waiting list but offers no room, in the browser and in the served HTML", () => {
    const { departures, ui } = card(0);
    renderWithProviders(ui, { departures });
    const box = screen.getByTestId("departures");
    expect(box).toHaveTextContent("Full");
    expect(box).toHaveTextContent("Join the waiting list");
    expect(box).not.toHaveTextContent("Private room");
    expect(renderToString(<DeparturesContext.Provider value={departures}>{ui}</DeparturesContext.Provider>)).not.toContain("Private room");
  });
});

describe("a programme page's Dates and prices and a private room", () => {
  const [, sample] = sampleProgrammePages()[0];
  if (sample.kind !== "programme") throw new Error("the first sample page is a programme's");
  const dates = (placesLeft: number) => {
    const view: ProgrammeView = { ...sample.view, departures: [toCardDeparture(departure(placesLeft))] };
    return <ProgrammeDates view={view} titleId="title" />;
  };

  it("when the departure has places and a private room left, then the page offers the room", () => {
    renderWithProviders(dates(2));
    expect(screen.getByTestId("programme-departures")).toHaveTextContent(LABEL);
  });

  it("when the departure is full with a private room left, then the page says Full but offers no room", () => {
    renderWithProviders(dates(0));
    const list = screen.getByTestId("programme-departures");
    expect(list).toHaveTextContent("Full");
    expect(list).not.toHaveTextContent("Private room");
  });
});
