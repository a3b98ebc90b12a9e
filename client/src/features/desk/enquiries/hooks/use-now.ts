import { useEffect, useState } from "react";

/**
 * The current time, moved on once a minute so "Reply due in 5 h" stays true on a desk left open.
 * Only the wording re-renders; nothing is fetched.
 */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
