import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { ANDROID_CHROME, IPHONE_SAFARI, setSafeArea } from '../support/phones.js';

failOnForeignRequests();

const HOME_INDICATOR = 34;
/** A phone keyboard's height; Chromium has none, so the test takes it off the viewport as a resizing browser does. */
const KEYBOARD = 336;
const TOUCH_TARGET = 44;

const dialog = (page: Page) => page.getByRole('dialog');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return { ...found, bottom: found.y + found.height, right: found.x + found.width };
}

/** A finger's swipe up by 300 px from (x, y): touches Chromium turns into a scroll, as a phone does. */
async function swipeUp(cdp: CDPSession, x: number, y: number): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 30 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Every control of the dialog the person can touch, with its size. */
const controlSizes = (page: Page) =>
  dialog(page)
    .locator('button, input, select, textarea, a[href], [role="tab"]')
    .evaluateAll((elements) =>
      elements
        .map((element) => ({ name: element.getAttribute('aria-label') || element.textContent?.trim() || element.getAttribute('placeholder') || element.tagName, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0)
        .map(({ name, rect }) => ({ name, width: Math.round(rect.width), height: Math.round(rect.height) })),
    );

for (const phone of [IPHONE_SAFARI, ANDROID_CHROME]) {
  test.describe(phone.name, () => {
    test.use(phone.use);

    test('the modal is a bottom sheet: full width, rounded on top, above the home indicator and the keyboard, with targets a finger can hit', async ({ page }) => {
      const { width, height } = phone.use.viewport;
      await page.goto('/');
      await setSafeArea(page, { top: 47, bottom: HOME_INDICATOR });
      await page.getByRole('button', { name: 'Connect Wallet' }).tap();
      const sheet = dialog(page);
      await expect(sheet).toBeVisible();
      await expect.poll(async () => (await box(sheet)).bottom).toBe(height);
      const shape = await box(sheet);
      expect([shape.x, shape.width]).toEqual([0, width]);
      const style = await sheet.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { top: computed.borderTopLeftRadius, bottom: computed.borderBottomLeftRadius, padding: computed.paddingBottom };
      });
      expect(style.top).not.toBe('0px');
      expect(style.bottom).toBe('0px');
      expect(style.padding).toBe(`${HOME_INDICATOR}px`);
      // Nothing the person reads or touches lies under the home indicator.
      expect((await box(sheet.locator('.latch-modal__body'))).bottom).toBeLessThanOrEqual(height - HOME_INDICATOR);

      await sheet.getByRole('button', { name: /All Wallets/ }).tap();
      const search = sheet.getByRole('searchbox', { name: 'Search wallets' });
      await expect(sheet.getByRole('list', { name: 'Wallets' })).toBeVisible();
      for (const control of await controlSizes(page)) {
        expect(Math.min(control.width, control.height), `${control.name} (${control.width}×${control.height})`).toBeGreaterThanOrEqual(TOUCH_TARGET);
      }

      // The keyboard opens under the search field: the sheet moves above it, fits what is left, and the field stays in sight.
      await search.tap();
      await page.setViewportSize({ width, height: height - KEYBOARD });
      await expect.poll(async () => (await box(sheet)).bottom).toBe(height - KEYBOARD);
      // The sheet's height and the field's place settle a frame or more after its bottom moved.
      await expect.poll(async () => (await box(sheet)).height).toBeLessThanOrEqual(height - KEYBOARD - 24);
      await expect(sheet).toHaveCSS('max-height', `${height - KEYBOARD - 24}px`);
      await expect.poll(async () => (await box(search)).bottom).toBeLessThanOrEqual(height - KEYBOARD);
      expect((await box(search)).y).toBeGreaterThanOrEqual((await box(sheet)).y);
      await expect(search).toBeFocused();
      await page.setViewportSize({ width, height });
      await expect.poll(async () => (await box(sheet)).bottom).toBe(height);
    });

    test('the page behind neither scrolls nor takes focus while the sheet is open, and scrolls again where it was once closed', async ({ page }) => {
      await page.goto('/');
      // A host page longer than the phone's screen, scrolled a little (its header's buttons still in sight).
      await page.locator('main').evaluate((main) => (main.style.minHeight = '3000px'));
      await page.evaluate(() => window.scrollTo(0, 20));
      const opener = page.getByRole('button', { name: 'Connect Wallet' });
      await opener.tap();
      const sheet = dialog(page);
      await expect(sheet.getByRole('button', { name: /All Wallets/ })).toBeVisible();
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(0);
      const cdp = await page.context().newCDPSession(page);

      // A swipe on the dimmed page above the sheet, one on the sheet, and a mouse wheel: the page stays put.
      const top = (await box(sheet)).y;
      await swipeUp(cdp, 100, top / 2);
      await swipeUp(cdp, 100, top + 60);
      await page.mouse.move(100, top / 2);
      await page.mouse.wheel(0, 400);
      expect(await scrollY(page)).toBe(before);

      // A keyboard attached to the phone: Tab cycles through the sheet's controls and never reaches the page.
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press('Tab');
        expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }

      // A tap on a button of the page behind the dimmed backdrop only closes the sheet: the button does nothing and
      // takes no focus, which goes back to the button that opened the sheet.
      const themeToggle = page.getByRole('button', { name: 'Dark theme' });
      const toggle = await box(themeToggle);
      expect(toggle.bottom).toBeLessThan(top);
      await page.touchscreen.tap(toggle.x + toggle.width / 2, (Math.max(toggle.y, 0) + toggle.bottom) / 2);
      await expect(sheet).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(themeToggle).toBeVisible();
      expect(await scrollY(page)).toBe(before);
      await swipeUp(cdp, 100, 400);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(before + 100);
    });
  });
}
