/**
 * Taking a place in a departure's line inside a statement (an enquiry stored, a suspect one
 * released): the departure's row is locked first (kept to the commit) and the time read once the
 * lock is held, so the line's order is the order its joiners commit in and each one's place, read
 * after its commit, is its own. `fromWhere` names the departure as `d` and yields a row only when
 * the booking joins the line.
 */
export const lineLockCte = (fromWhere: string) => `line_lock as (
    select clock_timestamp() as at from ${fromWhere} for no key update of d
  )`;

/** The time the booking joined the line, or null when `line_lock` yielded no row. */
export const LINE_JOINED_AT = `(select date_trunc('milliseconds', at) from line_lock)`;
