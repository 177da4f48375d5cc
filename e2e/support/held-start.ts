// A page's start with the shell's script held back, to see what the page draws before it runs (a page
// rendered ahead, a copy of the last screen: docs/decisions/0090), and the layout shifts of its start.
import type { Page } from '@playwright/test';

const MAIN_SCRIPT = /\/main\.\w+\.js$/;

/** Opens `path` with the shell's script held until the returned function lets it go. */
export async function openHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(MAIN_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  // the page's load event waits for the held script: only its arrival is awaited
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** Records every layout shift of the page's documents from their start (`layoutShifts` reads them). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the page's current document so far. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
