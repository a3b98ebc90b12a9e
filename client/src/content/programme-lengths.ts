/** Each programme's length as the terms state it, with the differing figures the site's pages give. */

export interface ProgrammeDuration {
  programme: string;
  /** The widest range across every reading of docs/site.md §9, so no reading is contradicted. */
  range: string;
  /** How the figures differ by where they are stated. */
  readings: string;
}

export const PROGRAMME_DURATIONS: readonly ProgrammeDuration[] = [
  {
    programme: "Women's retreats (We Women Retreat)",
    range: "5–10 days",
    readings: "5–10 days on every page",
  },
  {
    programme: "Sapphic retreats",
    range: "5–10 days",
    readings: "5–10 days on the retreats listing, 7–10 on the programme page, 6–9 in our policy schedule",
  },
  {
    programme: "Queer & inclusive retreats",
    range: "5–10 days",
    readings: "5–10 days on the retreats listing, 7–10 on the programme page, 6–9 in our policy schedule",
  },
  {
    programme: "Career upskilling retreats",
    range: "7–12 days",
    readings: "10–12 days on the retreats listing and programme page, 7–12 in our policy schedule",
  },
  {
    programme: "Family reconnection retreats",
    range: "5–8 days",
    readings: "5–7 days on the retreats listing and programme page, 5–8 in our policy schedule",
  },
  {
    programme: "International trips (all types)",
    range: "7–30 days",
    readings: "7–30 days on the trips page, 10–30 in our policy schedule",
  },
  { programme: "Digital nomad journeys", range: "15 days", readings: "15 days" },
  {
    programme: "Slow-travel cultural immersion",
    range: "10–15 days",
    readings: "10–15 days; the featured journeys on our home page run 14–15",
  },
  { programme: "Skill and travel expeditions", range: "10–15 days", readings: "10–15 days" },
  { programme: "Workcation transformation", range: "10–15 days", readings: "10–15 days" },
  { programme: "Earn while you travel", range: "10–30 days", readings: "10–30 days" },
];
