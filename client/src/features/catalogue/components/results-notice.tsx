/**
 * "Results updated: Showing N of M … Show results", under the filter bar when a change reshaped the
 * results above the screen's top. Its own chunk: loaded on a page's first change of filters.
 */
export default function ResultsNotice({ status, onShow }: { status: string; onShow: () => void }) {
  return (
    <div className="container flex items-center gap-3 pb-2 text-sm font-medium text-ink" data-testid="results-notice">
      <span>Results updated: {status}</span>
      <button type="button" onClick={onShow} className="font-semibold text-teal underline underline-offset-4">
        Show results
      </button>
    </div>
  );
}
