import { join } from "node:path";
import type { Page } from "@playwright/test";

/**
 * Keeps a picture of a state the issue asked to be looked at, under test-results/screens/ (emptied by each run), so
 * every run leaves the current screens for review at both widths.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: join("test-results", "screens", `${name}.png`), ...options });
}
