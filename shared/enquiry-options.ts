/** The choices offered by the enquiry form (docs/site.md §3). Values are what gets stored. */

export interface Option {
  value: string;
  label: string;
}

export const TRIP_CATEGORIES = [
  "Women's Signature Retreats",
  "Queer Women's Retreats",
  "Queer & Inclusive Retreats",
  "Career Upskilling Retreats",
  "Family Reconnection Retreats",
  "Digital Nomad Journeys",
  "Slow-Travel Cultural Immersion",
  "Skill & Travel Expeditions",
  "Workcation Transformation",
  "Earn While You Travel",
] as const;

export const COUNTRIES = [
  "India",
  "Australia",
  "Brazil",
  "Canada",
  "Denmark",
  "France",
  "Germany",
  "Italy",
  "Japan",
  "Mexico",
  "Netherlands",
  "New Zealand",
  "Norway",
  "Singapore",
  "South Africa",
  "South Korea",
  "Spain",
  "Sweden",
  "UK",
  "USA",
  "Other",
] as const;

export const STATES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  USA: [
    "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut",
    "Delaware", "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa",
    "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan",
    "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire",
    "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio",
    "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota",
    "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington", "West Virginia",
    "Wisconsin", "Wyoming",
  ],
  Canada: [
    "Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador",
    "Northwest Territories", "Nova Scotia", "Nunavut", "Ontario", "Prince Edward Island",
    "Quebec", "Saskatchewan", "Yukon",
  ],
  Australia: [
    "Australian Capital Territory", "New South Wales", "Northern Territory", "Queensland",
    "South Australia", "Tasmania", "Victoria", "Western Australia",
  ],
  India: [
    "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chhattisgarh", "Goa", "Gujarat",
    "Haryana", "Himachal Pradesh", "Jharkhand", "Karnataka", "Kerala", "Madhya Pradesh",
    "Maharashtra", "Manipur", "Meghalaya", "Mizoram", "Nagaland", "Odisha", "Punjab",
    "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura", "Uttar Pradesh",
    "Uttarakhand", "West Bengal",
  ],
  Germany: [
    "Baden-Württemberg", "Bavaria", "Berlin", "Brandenburg", "Bremen", "Hamburg", "Hesse",
    "Lower Saxony", "Mecklenburg-Vorpommern", "North Rhine-Westphalia", "Rhineland-Palatinate",
    "Saarland", "Saxony", "Saxony-Anhalt", "Schleswig-Holstein", "Thuringia",
  ],
};

/** The state list of a country, or an empty list when the form has none for it. */
export function statesFor(country: string | null | undefined): readonly string[] {
  if (!country || !Object.hasOwn(STATES_BY_COUNTRY, country)) return [];
  return STATES_BY_COUNTRY[country];
}

export const EDUCATION_OPTIONS: readonly Option[] = [
  { value: "high-school", label: "High school" },
  { value: "some-college", label: "Some college" },
  { value: "associate", label: "Associate degree" },
  { value: "bachelor", label: "Bachelor's degree" },
  { value: "master", label: "Master's degree" },
  { value: "phd", label: "PhD or doctorate" },
  { value: "professional", label: "Professional degree" },
  { value: "trade", label: "Trade or vocational training" },
  { value: "other", label: "Other" },
];

export const TRAVEL_EXPERIENCE_OPTIONS: readonly Option[] = [
  { value: "first-time", label: "First-time traveller" },
  { value: "some-experience", label: "Some experience" },
  { value: "experienced", label: "Experienced traveller" },
  { value: "very-experienced", label: "Very experienced traveller" },
];

export const DEFAULT_GROUP_SIZE = 1;

/** "6+ People": the last choice, sent as this with `groupSizeAtLeast` when the exact number is not given. */
export const GROUP_AT_LEAST = 6;
/** The exact number a group of six or more may give. */
export const GROUP_EXACT_MAX = 50;

export const GROUP_SIZE_OPTIONS: readonly { value: number; label: string }[] = [1, 2, 3, 4, 5, 6].map(
  (n) => ({ value: n, label: n === 6 ? "6+ People" : n === 1 ? "1 Person" : `${n} People` }),
);
