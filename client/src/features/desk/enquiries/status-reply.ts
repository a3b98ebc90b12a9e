import type { ReplyTemplate } from "@shared/conversation";
import { fillPlaceholders, type PlaceholderValues } from "@shared/conversation";

/** The saved reply a status change offers, by name: "Confirmation" for confirmed, "Cancellation" for cancelled. */
export const STATUS_REPLY_NAMES: Partial<Record<string, string>> = { confirmed: "Confirmation", cancelled: "Cancellation" };

/** Whether changing to this status offers a reply at all. */
export const offersReply = (status: string): boolean => STATUS_REPLY_NAMES[status] !== undefined;

/**
 * What the offered reply starts with: the saved reply named for the status (any case, spaces
 * trimmed) with its placeholders filled, or null when there is none (a blank composer then).
 */
export function statusReplyDraft(status: string, templates: readonly ReplyTemplate[], values: PlaceholderValues): { subject: string; body: string } | null {
  const name = STATUS_REPLY_NAMES[status]?.toLowerCase();
  const template = name === undefined ? undefined : templates.find((t) => t.name.trim().toLowerCase() === name);
  return template ? { subject: fillPlaceholders(template.subject, values), body: fillPlaceholders(template.body, values) } : null;
}
