// Shared look of the filter bar's fields. The border (ink-muted at 70%, about 3:1 on white)
// keeps the field edge visible to low-vision users; the saffron ring marks keyboard focus.
export const fieldClass =
  "h-11 w-full rounded-full md:h-12 border border-ink-muted/70 bg-white text-base text-ink shadow-sm transition-colors hover:border-teal focus-visible:border-teal focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-saffron focus-visible:ring-offset-2 focus-visible:ring-offset-sand";
