import type { Locator } from "playwright-core";
import { DESKTOP, PHONE, openPage, useBrowser } from "../../support/browser";
import { fillAsPerson, openCardDialog, shot, textOf, toast, uniqueTag } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * A toast at the foot of the screen never covers the enquiry dialog's **Done**: a failed send's
 * toast, then the second toast of the one that went through, in Chromium at 390×844 and 1280×800.
 * The server's answers are made here, so the test is about the screen alone.
 */
const chrome = useBrowser();

const PAGE = "/womens-retreats";
const TITLE = "Book Women's Signature Retreats";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a press at the middle of the element lands on it (nothing drawn over it). */
async function pressable(target: Locator): Promise<boolean> {
  const box = (await target.boundingBox())!;
  return target.evaluate((el, [x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit));
  }, [box.x + box.width / 2, box.y + box.height / 2] as const);
}

describe.each([
  ["390", PHONE],
  ["1280", DESKTOP],
])("the enquiry dialog with toasts at %s px", (width, viewport) => {
  it("when a send fails and the second goes through, then neither toast covers Done, which closes the dialog", async () => {
    const { context, page } = await openPage(chrome.browser, viewport);
    try {
      await page.emulateMedia({ reducedMotion: "reduce" });
      const tag = uniqueTag("Toast");
      let posts = 0;
      await page.route(`**${apiPaths.enquiries.href()}`, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts += 1;
        if (posts === 1) return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Service Unavailable" }) });
        const sent = route.request().postDataJSON() as Record<string, unknown>;
        return route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ ...sent, id: 1, reference: "T0ASTQK7", status: "pending" }) });
      });

      const { dialog } = await openCardDialog(page, PAGE, TITLE);
      await fillAsPerson(page, dialog, {
        firstName: "Nila",
        lastName: `Das ${tag}`,
        email: `nila.${tag.toLowerCase()}@example.com`,
        phone: "+91 94430 22222",
        state: "Tamil Nadu",
        whyThisTrip: "A quiet week.",
      });
      const submit = dialog.getByRole("button", { name: "Submit Inquiry" });
      await submit.click();
      await expect.poll(() => textOf(toast(page).first())).toContain("Submission Failed");
      await submit.click();
      await expect.poll(() => textOf(toast(page).first())).toContain("Booking Inquiry Submitted!");

      const done = dialog.getByRole("button", { name: "Done" });
      await done.scrollIntoViewIfNeeded();
      const toastBox = (await toast(page).first().boundingBox())!;
      const doneBox = (await done.boundingBox())!;
      expect(doneBox.y + doneBox.height).toBeLessThanOrEqual(viewport.height);
      expect(overlaps(doneBox, toastBox)).toBe(false);
      expect(await pressable(done)).toBe(true);
      await shot(page, `toast-clear-of-done-${width}`);
      await done.click();
      await dialog.waitFor({ state: "hidden" });
      expect(posts).toBe(2);
    } finally {
      await context.close();
    }
  });
});
