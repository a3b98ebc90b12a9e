/** The visitor's e-mail about missing traveller details or insurance (docs/decisions/traveller-details.md). */
export const TRAVELLER_REMINDER = "traveller-reminder";

/** 30 and 14 days before the start while details are missing; 10 days after the deposit is paid while insurance is missing. */
export const TRAVELLER_REMINDER_KINDS = ["details-30", "details-14", "insurance"] as const;
export type TravellerReminderKind = (typeof TRAVELLER_REMINDER_KINDS)[number];

/** Days after the deposit's payment that the insurance reminder goes (docs/site.md §9: bought within 15 days). */
export const INSURANCE_REMINDER_DAYS = 10;
