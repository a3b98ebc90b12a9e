import type { Page } from "playwright-core";

/**
 * Opens a view of the desk by its link's name ("Refunds owed 1"), as a tab or under **More**
 * when the row has no room for it (docs/decisions/desk-view-tabs.md).
 */
export async function openView(page: Page, name: RegExp): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Enquiry views" });
  const link = nav.getByRole("link", { name });
  if ((await link.count()) === 0) await nav.locator("[data-more-views]").click();
  await link.click();
}
