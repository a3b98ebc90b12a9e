/**
 * The enquiry dialog's door for the other features of the public site: the Book button a catalogue
 * card or a programme's page shows (the dialog itself loads on the first press), and a card's
 * departures, each with its own button.
 */
export { BookButton } from "./components/book-button";
export { CardDepartures } from "./components/card-departures";
