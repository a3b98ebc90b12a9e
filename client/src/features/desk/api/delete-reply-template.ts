import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { replyTemplateKeys } from "./reply-templates";
import { apiPaths } from "@shared/api-paths";

/** DELETE /api/admin/reply-templates/:id: admins only. */
export const deleteReplyTemplateMutation = (queryClient: QueryClient) => ({
  mutationFn: async (id: number): Promise<void> => {
    await apiRequest("DELETE", apiPaths.replyTemplate.href(id));
  },
  onSuccess: () => queryClient.invalidateQueries({ queryKey: replyTemplateKeys.all }),
});
