/**
 * Every figure of docs/site.md §9 that the terms, payment and refund pages print. The pages and their
 * tests read this one module, so a figure can only change in one place.
 */

export const POLICY_LAST_UPDATED = "January 2025";

/* ---------------------------------------------------------------- payments */

export interface Instalment {
  stage: string;
  percent: number;
  /** Days before the start date; 0 means at booking. */
  daysBefore: number;
  due: string;
}

export interface PaymentSchedule {
  key: "domestic" | "international";
  title: string;
  appliesTo: string;
  instalments: readonly Instalment[];
}

export const PAYMENT_SCHEDULES: readonly PaymentSchedule[] = [
  {
    key: "domestic",
    title: "Domestic retreats",
    appliesTo: "Retreats held in India",
    instalments: [
      { stage: "Deposit", percent: 30, daysBefore: 0, due: "When you book, to hold your place" },
      { stage: "Second instalment", percent: 40, daysBefore: 30, due: "30 days before the start date" },
      { stage: "Final balance", percent: 30, daysBefore: 15, due: "15 days before the start date" },
    ],
  },
  {
    key: "international",
    title: "International trips",
    appliesTo: "Journeys and retreats outside India",
    instalments: [
      { stage: "Deposit", percent: 40, daysBefore: 0, due: "When you book, to hold your place" },
      { stage: "Second instalment", percent: 35, daysBefore: 60, due: "60 days before the start date" },
      { stage: "Final balance", percent: 25, daysBefore: 30, due: "30 days before the start date" },
    ],
  },
];

/** A booking made this close to the start date is paid in full at once. */
export const FULL_PAYMENT_WITHIN_DAYS = 30;

export const LATE_PAYMENT = {
  graceDays: 7,
  feePercent: 5,
} as const;

export interface Discount {
  who: string;
  percent: number;
  note: string;
}

export const DISCOUNTS: readonly Discount[] = [
  { who: "Groups of 5 or more people", percent: 10, note: "Booked together on the same departure" },
  { who: "Groups of 10 or more people", percent: 15, note: "Replaces the 10% group discount" },
  { who: "Returning participants", percent: 5, note: "For anyone who has travelled with us before" },
];

export const PAYMENT_METHODS = {
  domestic: [
    "Bank transfer (NEFT, RTGS or IMPS)",
    "UPI",
    "Credit and debit cards",
    "Digital wallets",
    "Cash, for local bookings paid at our Coimbatore office",
  ],
  international: [
    "Credit and debit cards",
    "International wire transfer",
    "PayPal, where available",
    "Money transfer services",
    "Cryptocurrency",
  ],
} as const;

/* ----------------------------------------------------------------- refunds */

export interface RefundTier {
  window: string;
  percent: number;
  note: string;
}

export interface RefundScale {
  key: "domestic" | "international";
  title: string;
  tiers: readonly RefundTier[];
}

export const REFUND_SCALES: readonly RefundScale[] = [
  {
    key: "domestic",
    title: "Domestic retreats",
    tiers: [
      { window: "60 days or more", percent: 95, note: "A 5% processing fee is kept" },
      { window: "30 to 59 days", percent: 80, note: "" },
      { window: "15 to 29 days", percent: 60, note: "" },
      { window: "Under 15 days", percent: 0, note: "No refund, unless one of the special cases below applies" },
    ],
  },
  {
    key: "international",
    title: "International trips",
    tiers: [
      { window: "90 days or more", percent: 95, note: "A 5% processing fee is kept" },
      { window: "60 to 89 days", percent: 85, note: "" },
      { window: "30 to 59 days", percent: 70, note: "" },
      { window: "Under 30 days", percent: 0, note: "No refund, unless one of the special cases below applies" },
    ],
  },
];

export interface SpecialCase {
  situation: string;
  outcome: string;
  detail: string;
}

export const SPECIAL_CASES: readonly SpecialCase[] = [
  {
    situation: "Medical emergency",
    outcome: "Up to 90% refund",
    detail: "With a doctor's certificate for you or the person travelling.",
  },
  {
    situation: "Family emergency",
    outcome: "Up to 80% refund",
    detail: "For a serious illness or bereavement in your immediate family, with supporting documents.",
  },
  {
    situation: "Force majeure",
    outcome: "Full refund or retreat credit",
    detail: "Natural disasters, epidemics, civil unrest or government orders that stop the programme.",
  },
];

export const RETREAT_CREDIT = {
  valuePercent: 100,
  validMonths: 18,
  transferableTo: "your immediate family",
} as const;

export const DATE_CHANGES = {
  freeChanges: 1,
  freeUntilDaysBefore: 45,
  furtherChangeFeeInr: 5000,
} as const;

export const PROVIDER_CANCELLATION = {
  refundWithinBusinessDays: 14,
  flightReimbursementInr: 25000,
  /** A date shift longer than this, or any change of location, is a significant change. */
  significantShiftDays: 7,
} as const;

export interface ProcessingTime {
  method: string;
  time: string;
}

export const REFUND_PROCESSING: readonly ProcessingTime[] = [
  { method: "Domestic payments (bank, UPI, cards, wallets)", time: "10–15 business days" },
  { method: "International payments", time: "15–30 business days" },
  { method: "Cash payments", time: "7 business days" },
];

/** Travel insurance must be bought within this many days of paying the deposit. */
export const INSURANCE_WITHIN_DAYS = 15;

/* ----------------------------------------------------------------- support */

export interface ResponseTime {
  channel: string;
  time: string;
}

export const RESPONSE_TIMES: readonly ResponseTime[] = [
  { channel: "Payment queries", time: "Within 24 hours" },
  { channel: "Refund requests", time: "Within 48 hours" },
  { channel: "E-mail", time: "Within 24 hours" },
  { channel: "WhatsApp chat", time: "Instant to 2 hours" },
];

/** What we promise after an enquiry form is sent (docs/site.md §8). */
export const ENQUIRY_FOLLOW_UP = "within 24 hours";

/* --------------------------------------------------------------- durations */

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
