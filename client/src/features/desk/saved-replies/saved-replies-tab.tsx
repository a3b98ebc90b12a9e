import { SubmitOrCancel } from "../components/submit-or-cancel";
import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AuthUser } from "@shared/api-types";
import type { ReplyTemplate } from "@shared/conversation";
import { PLACEHOLDERS } from "@shared/conversation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { QueryView } from "../components/query-view";
import { TextField } from "../components/text-field";
import { errorText } from "../api/error-text";
import { replyTemplatesQueryOptions } from "../api/reply-templates";
import { saveReplyTemplateMutation } from "../api/save-reply-template";
import { deleteReplyTemplateMutation } from "../api/delete-reply-template";
import { useDeskAction } from "../components/use-desk-action";

/**
 * **Saved replies**, a screen of the desk's own: every staff member reads them here and inserts them
 * in the composer; admins add, edit and delete them (the server refuses agents anyway).
 */
export function SavedRepliesTab({ me }: { me: AuthUser }) {
  const admin = me.role === "admin";
  const templates = useQuery(replyTemplatesQueryOptions());
  const [editing, setEditing] = useState<ReplyTemplate | "new" | null>(null);
  const remove = useDeskAction(deleteReplyTemplateMutation, { done: "Saved reply deleted", failed: "Deleting failed" });
  return (
    <section aria-labelledby="saved-replies-title" className="grid gap-4 rounded-card border border-ink/10 bg-white p-4 sm:p-6" data-saved-replies>
      <h2 id="saved-replies-title" className="font-sans text-xl font-semibold">
        Saved replies
      </h2>
      <p className="text-base text-ink-muted">
        {admin ? "" : "Admins add and change them. "}Placeholders, filled in for each booking before sending: {PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}.
      </p>
      <QueryView query={templates} loading="Loading saved replies" failed="We couldn't load the saved replies." spinnerClassName="justify-start py-2">
        {(list) => (
          <ul className="grid gap-3" aria-label="Saved replies">
            {list.length === 0 && <li className="text-base text-ink-muted">No saved replies yet.</li>}
            {list.map((t) => (
              <li key={t.id} className="grid gap-1 border-b border-ink/10 pb-3">
                <p className="break-words text-base font-semibold">{t.name}</p>
                <p className="break-words text-base">
                  <span className="text-ink-muted">Subject: </span>
                  {t.subject}
                </p>
                <p className="max-h-[4.5em] overflow-hidden whitespace-pre-wrap break-words text-base text-ink-muted">{t.body}</p>
                {admin && (
                <span className="flex gap-2">
                  <Button type="button" size="sm" variant="outline" onClick={() => setEditing(t)}>
                    Edit
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => remove.mutate(t.id)} disabled={remove.isPending}>
                    Delete
                  </Button>
                </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {admin &&
        (editing === null ? (
          <Button type="button" className="justify-self-start" onClick={() => setEditing("new")}>
            Add a saved reply
          </Button>
        ) : (
          <TemplateForm key={editing === "new" ? "new" : editing.id} template={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        ))}
    </section>
  );
}

function TemplateForm({ template, onDone }: { template?: ReplyTemplate; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(template?.name ?? "");
  const [subject, setSubject] = useState(template?.subject ?? "");
  const [body, setBody] = useState(template?.body ?? "");
  const save = useDeskAction(saveReplyTemplateMutation, { done: "Saved reply saved", failed: "Saving failed" }, onDone);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: template?.id, name, subject, body });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-label={template ? `Edit ${template.name}` : "New saved reply"}>
      <TextField id={`${id}-name`} label="Name" value={name} onValue={setName} maxLength={100} required />
      <TextField id={`${id}-subject`} label="Subject" value={subject} onValue={setSubject} maxLength={300} required />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-body`}>Message</Label>
        <Textarea id={`${id}-body`} value={body} rows={8} onChange={(e) => setBody(e.target.value)} required />
      </div>
      {save.isError && (
        <p className="text-base text-status-cancelled" role="alert">
          {errorText(save.error)}
        </p>
      )}
      <SubmitOrCancel disabled={save.isPending} onCancel={onDone}>
        Save
      </SubmitOrCancel>
    </form>
  );
}
