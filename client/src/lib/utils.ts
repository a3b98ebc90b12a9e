import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./merge-classes";

// A page renders the same few class lists over and over (every card, every button): merging one
// costs tens of microseconds, looking it up well under one, which keeps hydration's long tasks short.
const merged = new Map<string, string>();
const REMEMBERED = 500;

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    result = mergeClasses(joined);
    if (merged.size >= REMEMBERED) merged.clear();
    merged.set(joined, result);
  }
  return result;
}
