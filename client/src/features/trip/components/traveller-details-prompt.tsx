import { TripSection } from "./trip-section";

/**
 * Just accepted on this page (the answer carries no details): the forms come with the page, so a
 * link loads it afresh, at the travellers.
 */
export function TravellerDetailsPrompt({ token }: { token: string }) {
  return (
    <TripSection id="trip-travellers" title="Traveller details">
      <p className="mb-4 text-ink-muted">Next, tell us about each traveller: names as on the passport, dates of birth and an emergency contact.</p>
      <a href={`/trip/${encodeURIComponent(token)}?details#trip-travellers`} className="font-semibold text-teal underline underline-offset-4">
        Add traveller details
      </a>
    </TripSection>
  );
}
