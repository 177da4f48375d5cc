import { describe, expect, it } from 'vitest';
import { createPressCounter } from './state-log';
import { isIos } from './ios-zoom';

describe('Ctrl+S state log (SPEC §2, §9)', () => {
  it('fires on the third press within 2000 ms, not on slower presses', () => {
    let now = 0;
    const press = createPressCounter(() => now);
    expect(press()).toBe(false);
    now = 900;
    expect(press()).toBe(false);
    now = 1999;
    expect(press()).toBe(true);
    // the count starts over
    now = 2100;
    expect(press()).toBe(false);
    now = 3000;
    expect(press()).toBe(false);
    now = 5500;
    expect(press()).toBe(false);
  });
});

describe('iOS zoom (SPEC §2)', () => {
  it('recognises iPhones and iPads, not desktops', () => {
    expect(
      isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)', platform: 'iPhone', maxTouchPoints: 5 }),
    ).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh)', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', platform: 'Linux', maxTouchPoints: 0 })).toBe(false);
  });
});
