import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical axe findings on the page (or inside `include`'s selectors), each as
 * "rule: the elements it was found on". Animations (a toast fading in, a dialog opening) are let
 * finish first (looping ones aside): a colour caught half-faded is not the colour a person reads.
 */
export async function seriousViolations(page: Page, { include = [] }: { include?: string[] } = {}): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // a looping animation (a skeleton's shimmer) never finishes; a cancelled one rejects
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe finding on the page; `what` names the screen in the failure. */
export async function expectAccessible(page: Page, what: string, options?: { include?: string[] }): Promise<void> {
  expect(await seriousViolations(page, options), `axe on ${what}`).toEqual([]);
}
