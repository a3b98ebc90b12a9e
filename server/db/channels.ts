/** The channel every process NOTIFYs on when it stores an enquiry that is not suspect: payload {"id": n}. */
export const BOOKINGS_CHANNEL = "bookings";
/**
 * The channel sessions end on: {"userId": n} when sessions of that account were deleted (a trigger
 * on the sessions table, whatever deleted them), {"all": true} when a new requirement may stop
 * every account's sessions (two-factor required for all staff).
 */
export const SESSIONS_CHANNEL = "sessions";
