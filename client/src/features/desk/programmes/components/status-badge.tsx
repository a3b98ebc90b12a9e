import { cn } from "@/lib/utils";
import type { ProgrammeStatus } from "../api/programme-types";

const WORDS: Record<ProgrammeStatus, string> = { draft: "Draft", published: "Published", archived: "Archived" };

/** A programme's status as a small chip: published teal, draft sand, archived muted. */
export function StatusBadge({ status }: { status: ProgrammeStatus }) {
  return (
    <span className={cn("rounded-full px-2 text-sm font-semibold", status === "published" ? "bg-teal-light text-teal" : status === "draft" ? "bg-sand-dark text-ink" : "bg-ink/5 text-ink-muted")}>
      {WORDS[status]}
    </span>
  );
}
