import { queryOptions } from "@tanstack/react-query";
import type { ReplyTemplate } from "@shared/conversation";
import { getQueryFn } from "@/lib/query-client";
import { apiPaths } from "@shared/api-paths";

export const replyTemplateKeys = { all: [apiPaths.replyTemplates.href()] as const };

/** GET /api/admin/reply-templates: the saved replies, by name. */
export const replyTemplatesQueryOptions = () =>
  queryOptions({ queryKey: replyTemplateKeys.all, queryFn: getQueryFn<ReplyTemplate[]>({ on401: "throw" }) });
