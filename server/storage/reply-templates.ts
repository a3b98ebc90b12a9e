import { asc, eq } from "drizzle-orm";
import { replyTemplates } from "@shared/schema/mail";
import type { ReplyTemplate, ReplyTemplateInput } from "@shared/conversation";
import type { Db } from "../db";

const columns = { id: replyTemplates.id, name: replyTemplates.name, subject: replyTemplates.subject, body: replyTemplates.body };

/** Saved replies. `taken`: another template already has that name. */
export function replyTemplateStorage(db: Db) {
  return {
    listReplyTemplates(): Promise<ReplyTemplate[]> {
      return db.select(columns).from(replyTemplates).orderBy(asc(replyTemplates.name), asc(replyTemplates.id));
    },

    async createReplyTemplate(input: ReplyTemplateInput): Promise<ReplyTemplate | "taken"> {
      const [row] = await db.insert(replyTemplates).values(input).onConflictDoNothing({ target: replyTemplates.name }).returning(columns);
      return row ?? "taken";
    },

    /** Undefined: no such template. */
    async updateReplyTemplate(id: number, patch: Partial<ReplyTemplateInput>): Promise<ReplyTemplate | "taken" | undefined> {
      if (patch.name !== undefined) {
        const [other] = await db.select({ id: replyTemplates.id }).from(replyTemplates).where(eq(replyTemplates.name, patch.name));
        if (other && other.id !== id) return "taken";
      }
      try {
        const [row] = await db
          .update(replyTemplates)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(replyTemplates.id, id))
          .returning(columns);
        return row;
      } catch (err) {
        // Renamed to a name another request took in between.
        if ((err as { code?: string }).code === "23505") return "taken";
        throw err;
      }
    },

    async deleteReplyTemplate(id: number): Promise<boolean> {
      const rows = await db.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ id: replyTemplates.id });
      return rows.length > 0;
    },
  };
}
