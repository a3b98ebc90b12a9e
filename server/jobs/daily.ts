const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `job` a minute after start, then once a day; answers how to stop. Every process schedules
 * its daily jobs; an advisory lock inside each job lets one process at a time do the work.
 */
export function scheduleDaily(job: () => void): () => void {
  const first = setTimeout(job, 60_000);
  const daily = setInterval(job, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
