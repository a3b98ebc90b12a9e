import { queryOptions } from "@tanstack/react-query";
import type { UnmatchedMail } from "@shared/conversation";
import { getQueryFn } from "@/lib/query-client";

export const unmatchedMailKeys = { all: ["/api/admin/inbound?view=unmatched"] as const };

/** GET /api/admin/inbound?view=unmatched: incoming e-mails that joined no booking, newest first. */
export const unmatchedMailQueryOptions = () =>
  queryOptions({ queryKey: unmatchedMailKeys.all, queryFn: getQueryFn<UnmatchedMail[]>({ on401: "throw" }) });
