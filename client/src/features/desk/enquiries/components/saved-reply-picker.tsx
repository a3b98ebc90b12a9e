import { useQuery } from "@tanstack/react-query";
import type { ReplyTemplate } from "@shared/conversation";
import { fieldControlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { replyTemplatesQueryOptions } from "../../api/reply-templates";

/** A choice of the saved replies that hands the chosen one to `onPick` and returns to its prompt. */
export function SavedReplyPicker({ id, label, onPick }: { id: string; label: string; onPick: (template: ReplyTemplate) => void }) {
  const templates = useQuery(replyTemplatesQueryOptions());
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={fieldControlClass}
        value=""
        onChange={(e) => {
          const t = templates.data?.find((x) => String(x.id) === e.target.value);
          if (t) onPick(t);
        }}
        disabled={!templates.data?.length}
      >
        <option value="">{templates.isPending ? "Loading saved replies…" : "Choose a saved reply"}</option>
        {templates.data?.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  );
}
