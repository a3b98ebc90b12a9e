import type { QueryClient } from "@tanstack/react-query";
import type { ReplyTemplate, ReplyTemplateInput } from "@shared/conversation";
import { apiRequest } from "@/lib/api-request";
import { replyTemplateKeys } from "./reply-templates";
import { apiPaths } from "@shared/api-paths";

/** POST /api/admin/reply-templates, or PATCH …/:id with an id: admins only. */
export const saveReplyTemplateMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, ...input }: ReplyTemplateInput & { id?: number }): Promise<ReplyTemplate> =>
    (await apiRequest(id ? "PATCH" : "POST", id ? apiPaths.replyTemplate.href(id) : apiPaths.replyTemplates.href(), input)).json(),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: replyTemplateKeys.all }),
});
