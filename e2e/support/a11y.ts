import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** How often a finding made while something moved is looked at again before it counts. */
const ATTEMPTS = 3;

/**
 * Lets the page's animations finish (looping ones aside: a skeleton's shimmer never finishes), then
 * starts noting any animation or transition that begins, so that a finding made meanwhile is known.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const flags = window as Window & { __portalA11yMoved?: boolean };
    if (!('__portalA11yMoved' in flags)) {
      const moved = () => {
        flags.__portalA11yMoved = true;
      };
      for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, moved, true);
    }
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // a cancelled animation rejects
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    flags.__portalA11yMoved = false;
  });
}

/** Whether an animation or transition began since `settle`, or one that ends is running now. */
function movedSinceSettled(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      Boolean((window as Window & { __portalA11yMoved?: boolean }).__portalA11yMoved) ||
      document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
  );
}

/**
 * The serious and critical axe findings on the page (or inside `include`'s selectors), each as
 * "rule: the elements it was found on". Animations (a toast fading in or out, a dialog opening) are
 * let finish first, and a finding made while one ran is checked again once it has: a colour caught
 * half-faded is not the colour a person reads.
 */
export async function seriousViolations(page: Page, { include = [] }: { include?: string[] } = {}): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await settle(page);
    const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
    const results = await builder.analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (!serious.length || attempt === ATTEMPTS || !(await movedSinceSettled(page))) return serious;
  }
}

/** No serious or critical axe finding on the page; `what` names the screen in the failure. */
export async function expectAccessible(page: Page, what: string, options?: { include?: string[] }): Promise<void> {
  expect(await seriousViolations(page, options), `axe on ${what}`).toEqual([]);
}
