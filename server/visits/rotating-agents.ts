/** Distinct browsers from one address in a day counted each as a visitor; beyond it they are one. */
const AGENTS_PER_ADDRESS = 5;
/** Addresses followed per day in memory; beyond it (a huge day) a new address is counted as before. */
const MAX_ADDRESSES = 100_000;

/**
 * A household or an office shares one address with a few browsers; a user agent that changes with
 * every request is a script inflating the count. Per address and day, the first five browsers are
 * visitors of their own and every further one is the address's one shared visitor. Held in this
 * process's memory only, by the day's address key (a salted hash), and forgotten when the day ends.
 */
export function rotatingAgents() {
  let day = "";
  const seen = new Map<string, Set<string>>();
  return {
    /** The visitor to count: `visitor` itself, or `shared` once the address has shown too many browsers today. */
    visitorFor(today: string, addressKey: string, visitor: string, shared: () => string): string {
      if (today !== day) {
        day = today;
        seen.clear();
      }
      let agents = seen.get(addressKey);
      if (!agents) {
        if (seen.size >= MAX_ADDRESSES) return visitor;
        agents = new Set();
        seen.set(addressKey, agents);
      }
      if (agents.has(visitor)) return visitor;
      if (agents.size < AGENTS_PER_ADDRESS) {
        agents.add(visitor);
        return visitor;
      }
      return shared();
    },
  };
}
