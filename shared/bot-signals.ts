/**
 * The enquiry form's two signals of automation, shared by the form (which sends them) and the
 * server (which judges them): a honeypot field people never see, and how long the form was open.
 * Neither ever discards an enquiry; at most it is kept apart as suspect.
 */
export const HONEYPOT_FIELD = "website";
export const FILL_TIME_FIELD = "formFillMs";
/** Below this many milliseconds from opening the dialog to sending, a submission looks automated. */
export const MIN_FILL_MS = 3_000;
