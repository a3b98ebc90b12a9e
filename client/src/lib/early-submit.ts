/**
 * Forms marked with this attribute answer a press made before hydration once React runs. They use
 * method="dialog" so that, outside a dialog, a press before the scripts run neither navigates nor
 * sends anything, and what was typed stays in the field.
 */
export const EARLY_SUBMIT_ATTR = "data-early-submit";

const submitted = new WeakSet<Element>();

/** Run by the entry module before React loads: remembers which marked forms were submitted. */
export function rememberEarlySubmits(doc: Document): void {
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && form.hasAttribute(EARLY_SUBMIT_ATTR)) submitted.add(form);
    },
    { capture: true },
  );
}

/** True once for a form submitted before hydration (see rememberEarlySubmits). */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  if (!form || !submitted.has(form)) return false;
  submitted.delete(form);
  return true;
}
