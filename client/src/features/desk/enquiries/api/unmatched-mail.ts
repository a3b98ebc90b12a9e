import { infiniteQueryOptions } from "@tanstack/react-query";
import type { UnmatchedMail } from "@shared/conversation";
import { apiRequest } from "@/lib/api-request";
import { parseNextLink } from "./next-link";
import { apiPaths } from "@shared/api-paths";

export const unmatchedMailKeys = { all: [apiPaths.inbound.href({ view: "unmatched" })] as const };

export interface UnmatchedPage {
  items: UnmatchedMail[];
  /** From X-Total-Count: every unmatched message, not only the pages loaded. */
  total: number;
  /** The next page's URL from the Link header, if any. */
  next: string | null;
}

const PAGE_SIZE = 50;

/** GET /api/admin/inbound?view=unmatched, newest first, a page at a time: each page names the next in its Link header. */
export const unmatchedMailQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: unmatchedMailKeys.all,
    queryFn: async ({ pageParam }): Promise<UnmatchedPage> => {
      const res = await apiRequest("GET", pageParam ?? apiPaths.inbound.href({ view: "unmatched", limit: PAGE_SIZE }));
      const items = (await res.json()) as UnmatchedMail[];
      return { items, total: Number(res.headers.get("X-Total-Count") ?? items.length), next: parseNextLink(res.headers.get("Link")) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
