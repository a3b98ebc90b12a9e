/**
 * The booking `delta` places from the open one in the loaded list (`j` is +1, `k` is -1); the first
 * when none is open, or when the open one is not in the list; null past either end.
 */
export function neighbour(rows: readonly { id: number }[], openId: number | null, delta: 1 | -1): number | null {
  if (rows.length === 0) return null;
  const at = openId === null ? -1 : rows.findIndex((r) => r.id === openId);
  if (at === -1) return rows[0].id;
  return rows[at + delta]?.id ?? null;
}
