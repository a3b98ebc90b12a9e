/** The messages every retreat catalogue shares (docs/site.md §2). */
export const RETREAT_EMPTY = { title: "No retreats found", hint: "Try adjusting your search criteria" };

export const showingRetreats = (shown: number, total: number) => `Showing ${shown} of ${total} retreats`;
