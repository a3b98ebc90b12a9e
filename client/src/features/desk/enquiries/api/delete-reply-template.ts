import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/query-client";
import { replyTemplateKeys } from "./reply-templates";

/** DELETE /api/admin/reply-templates/:id: admins only. */
export const deleteReplyTemplateMutation = (queryClient: QueryClient) => ({
  mutationFn: async (id: number): Promise<void> => {
    await apiRequest("DELETE", `/api/admin/reply-templates/${id}`);
  },
  onSuccess: () => queryClient.invalidateQueries({ queryKey: replyTemplateKeys.all }),
});
