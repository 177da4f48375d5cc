// The suites' accessibility check (support/a11y.ts) judges colours as a person reads them: a text
// caught half-faded by an animation that began while axe looked is looked at again once it has ended.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y.ts';

// A dark text on white that fades in from nearly transparent, starting the moment axe is put into the
// page (the page's `window.axe` is set): axe's first look sees a pale text; once faded in, it passes.
const FADES_IN_WHILE_AXE_LOOKS = `<!doctype html>
<html lang="en"><head><title>Saved</title><style>
  @keyframes fade-in { from { opacity: 0.15 } to { opacity: 1 } }
  .fading { animation: fade-in 400ms linear }
</style></head>
<body><main><p id="toast" style="color:#333;background:#fff">Your alarm was saved.</p></main>
<script>
  let axe;
  Object.defineProperty(window, 'axe', {
    configurable: true,
    get: () => axe,
    set: (value) => {
      if (!axe) document.getElementById('toast').classList.add('fading');
      axe = value;
    },
  });
</script></body></html>`;

test('a colour caught mid-animation is judged again once the animation has ended', async ({ page }) => {
  await page.setContent(FADES_IN_WHILE_AXE_LOOKS);
  expect(await seriousViolations(page)).toEqual([]);
  // the animation did run while axe looked
  expect(await page.evaluate(() => document.getElementById('toast')!.classList.contains('fading'))).toBe(true);
});

test('a text that stays pale is still found', async ({ page }) => {
  await page.setContent(FADES_IN_WHILE_AXE_LOOKS.replace('color:#333', 'color:#bbb'));
  expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^color-contrast: #toast$/)]);
});
