// The site's one HTTP client: the desk's queries (query-client.ts) and the public pages' calls both
// send through it. Kept apart from the query client so a page without queries (the trip page)
// carries none of it.

/** docs/site.md §8: a non-OK response raises "status: body text" (or the status text when the body is empty). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${text}`, text);
  }
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The API's error body (docs/http-api.md), when the server sent one. */
  get details(): { message: string; errors?: { path: string; message: string }[] } | null {
    try {
      const parsed = JSON.parse(this.body);
      return parsed && typeof parsed.message === "string" ? parsed : null;
    } catch {
      return null;
    }
  }
}

/** Every call sends cookies; a body goes as JSON with a JSON content type. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}
