import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, admin, apiAs, baseUrl, launchBrowser, newPage, waitFor } from './fixtures';

// The public site: landing page counts, intro, countdown banner, gallery lightbox,
// header navigation and the accessibility check of the public pages.

const SECTION_IDS = ['home', 'featured-alumni', 'about', 'faculty', 'members', 'achievements', 'gallery', 'events', 'why-join', 'sponsors'];

const count = (page: Page, testId: string) => page.getByTestId(testId).count();

describe('landing page and gallery', () => {
  let browser: Browser;
  let asAdmin: Awaited<ReturnType<typeof apiAs>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    asAdmin = await apiAs(admin().email, admin().password);
    await asAdmin('DELETE', '/api/timer/timer');
  });
  afterAll(async () => {
    await asAdmin?.('DELETE', '/api/timer/timer');
    await browser?.close();
  });

  it('shows every section with the spec counts: 3 alumni, 6 steps, 2 faculty, 8 then 17 office bearers, 8 sponsors, 6 pictures', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.locator('#sponsors').waitFor();
    for (const id of SECTION_IDS) expect(await page.locator(`section#${id}`).count(), id).toBe(1);

    expect(await count(page, 'alumni-card')).toBe(3);
    await expect(page.getByTestId('alumni-card').first().textContent()).resolves.toContain('(placeholder)');
    const years = await page.getByTestId('timeline-step').locator('span').allTextContents();
    expect(years).toEqual(['1983', '1990s', '2005', '2010', '2020', '2024']);
    await expect(page.locator('#about').textContent()).resolves.toMatch(/Carte Blanche begins[\s\S]*2005|2005[\s\S]*Carte Blanche begins/);
    expect(await count(page, 'faculty-card')).toBe(2);

    expect(await count(page, 'office-bearer')).toBe(8);
    await page.getByRole('button', { name: 'View More' }).click();
    expect(await count(page, 'office-bearer')).toBe(17);
    await page.getByRole('button', { name: 'View Less' }).click();
    expect(await count(page, 'office-bearer')).toBe(8);

    // Sponsors: 8 logos (the strip repeats them once, hidden from assistive tech, for the loop).
    expect(await count(page, 'sponsor-logo')).toBe(8);
    const track = page.getByTestId('sponsor-marquee').locator('> div');
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('30s');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    await page.getByTestId('sponsor-marquee').hover();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    // Every logo, the looping copy too, is loaded before it slides into view.
    await expect
      .poll(() => page.getByTestId('sponsor-marquee').locator('img').evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).complete || !(i as HTMLImageElement).naturalWidth).length))
      .toBe(0);
    expect(await page.getByTestId('sponsor-marquee').locator('img').count()).toBe(16);

    expect(await count(page, 'gallery-preview-item')).toBe(6);
    await expect(page.locator('#events a[href="/events?symposium=Enigma"]').count()).resolves.toBe(1);
    await expect(page.locator('#events a[href="/events?symposium=Carteblanche"]').count()).resolves.toBe(1);

    await page.locator('#gallery').getByRole('link', { name: 'Show More' }).click();
    await page.waitForURL(/\/gallery$/);
    await page.getByTestId('gallery-item').first().waitFor();
    expect(await count(page, 'gallery-item')).toBe(28);
    await expect(page.title()).resolves.toBe('Gallery | CSMIT');
    await context.close();
  });

  it('is never wider than the window, from a small phone to a desktop (no sideways scrolling)', async () => {
    for (const width of [360, 390, 768, 1024, 1280]) {
      const { context, page } = await newPage(browser, { width, height: 800 });
      await page.goto('/');
      await page.locator('#sponsors').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${width} px`).toBe(0);
      await context.close();
    }
  });

  it('pauses the sponsor strip with a tap on a touch phone, and plays it again', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem('introShown', 'true'));
    await page.goto('/');
    const track = page.getByTestId('sponsor-marquee').locator('> div');
    const pause = page.getByRole('button', { name: 'Pause the sponsor logos' });
    await pause.scrollIntoViewIfNeeded();
    await pause.tap();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    await page.getByRole('button', { name: 'Play the sponsor logos' }).tap();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    await context.close();
  });

  it('serves every content image as WebP with its size set, lazy below the fold', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.locator('#sponsors').waitFor();
    const images = await page.locator('main img').evaluateAll((els) =>
      els.map((el) => {
        const img = el as HTMLImageElement;
        const sponsor = !!img.closest('[data-testid="sponsor-marquee"]');
        return { src: img.getAttribute('src') ?? '', srcset: img.srcset, w: img.getAttribute('width'), h: img.getAttribute('height'), loading: img.loading, top: img.getBoundingClientRect().top, sponsor };
      }),
    );
    expect(images.length).toBeGreaterThan(30);
    for (const img of images) {
      expect(img.src).toMatch(/^\/img\/.+\.webp$/);
      expect(img.srcset).toMatch(/\.webp \d+w/);
      expect(Number(img.w)).toBeGreaterThan(0);
      expect(Number(img.h)).toBeGreaterThan(0);
      if (img.top > PHONE.height) expect(img.loading).toBe(img.sponsor ? 'eager' : 'lazy');
    }
    const res = await page.request.get(images[0]!.src);
    expect(res.headers()['content-type']).toBe('image/webp');
    await context.close();
  });

  it('shows the intro once per browser session, typed out and then hidden; a key skips it', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/');
    const intro = page.getByTestId('intro-screen');
    await intro.waitFor();
    await page.getByTestId('intro-line-0').filter({ hasText: 'Welcome to the product' }).waitFor();
    await page.getByTestId('intro-line-1').filter({ hasText: 'Empowering Future Technocrats...' }).waitFor({ timeout: 10_000 });
    await intro.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('introShown'))).toBe('true');

    await page.reload();
    await page.locator('#home').waitFor();
    expect(await intro.count()).toBe(0);
    await page.goto('/gallery');
    await page.goto('/');
    await page.locator('#home').waitFor();
    expect(await intro.count()).toBe(0);
    await context.close();

    // A new session sees it again, and any key dismisses it at once.
    const again = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    const page2 = await again.newPage();
    await page2.goto('/');
    await page2.getByTestId('intro-screen').waitFor();
    await page2.keyboard.press('Space');
    await page2.getByTestId('intro-screen').waitFor({ state: 'detached', timeout: 2000 });
    await again.close();

    // Reduced motion: never shown, and the sponsor strip stands still.
    const calm = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), reducedMotion: 'reduce' });
    const page3 = await calm.newPage();
    await page3.goto('/');
    await page3.locator('#sponsors').waitFor();
    expect(await page3.getByTestId('intro-screen').count()).toBe(0);
    const track = page3.getByTestId('sponsor-marquee').locator('> div');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    // Nothing moves, so there is nothing to pause.
    expect(await page3.getByRole('button', { name: /sponsor logos/ }).isVisible()).toBe(false);
    await calm.close();
  });

  it('shows the countdown banner only while a timer exists: counting down before, begun after', async () => {
    // No timer: no banner.
    await asAdmin('DELETE', '/api/timer/timer');
    const none = await newPage(browser, PHONE);
    await none.page.goto('/');
    await none.page.locator('#home').waitFor();
    expect(await none.page.getByTestId('countdown-banner').count()).toBe(0);
    await none.context.close();

    // Before the end time: the countdown ticks every second.
    const end = Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 30 * 60_000;
    const set = await asAdmin('POST', '/api/timer/timer', { endTime: new Date(end).toISOString() });
    expect(set.status).toBe(200);
    const before = await newPage(browser, PHONE);
    await before.page.goto('/');
    const banner = before.page.getByTestId('countdown-banner');
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain('Registration will begin in');
    const value = (unit: string) => banner.locator(`[data-unit="${unit}"] > span`).first().textContent();
    expect(await value('days')).toBe('02');
    expect(await value('hours')).toBe('03');
    const first = await value('seconds');
    await waitFor(async () => ((await value('seconds')) !== first ? true : null), 3000);
    // The banner sits right under the header, above the hero.
    const order = await before.page.evaluate(() => {
      const b = document.querySelector('[data-testid="countdown-banner"]')!.getBoundingClientRect();
      const h = document.querySelector('header')!.getBoundingClientRect();
      const hero = document.getElementById('home')!.getBoundingClientRect();
      return Math.abs(b.top - h.bottom) < 2 && b.bottom <= hero.top + 1;
    });
    expect(order).toBe(true);
    await before.context.close();

    // After the end time: the browser clock jumps past it and the banner says so.
    const soon = Date.now() + 120_000;
    await asAdmin('POST', '/api/timer/timer', { endTime: new Date(soon).toISOString() });
    const after = await newPage(browser, DESKTOP);
    await after.page.clock.install({ time: Date.now() });
    await after.page.goto('/');
    const banner2 = after.page.getByTestId('countdown-banner');
    await banner2.waitFor();
    await expect(banner2.textContent()).resolves.toContain('Registration will begin in');
    await after.page.clock.fastForward('02:05');
    await after.page.getByText('Registration has begun!').waitFor();
    expect(await banner2.getAttribute('data-state')).toBe('after');
    await expect(banner2.textContent()).resolves.not.toContain('Registration will begin in');
    await after.context.close();

    await asAdmin('DELETE', '/api/timer/timer');
  });

  it('opens the lightbox from the keyboard: arrows step through, Escape closes and focus returns', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/gallery');
    const third = page.getByTestId('gallery-item').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const counter = page.getByTestId('lightbox-counter');
    await expect(counter.textContent()).resolves.toBe('3 / 28');
    await page.keyboard.press('ArrowRight');
    await expect(counter.textContent()).resolves.toBe('4 / 28');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter.textContent()).resolves.toBe('2 / 28');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter.textContent()).resolves.toBe('28 / 28');
    expect(await page.getByTestId('lightbox-image').getAttribute('src')).toMatch(/gallery-28-.+\.webp$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitFor(() => third.evaluate((el) => el === document.activeElement || null));
    await context.close();
  });

  it('header links scroll to their sections on desktop and from the phone menu; a skip link comes first', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.locator('#about').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);

    const inView = (id: string) =>
      page.evaluate((sectionId) => {
        const r = document.getElementById(sectionId)!.getBoundingClientRect();
        return r.top >= 0 && r.top < 200;
      }, id);
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await waitFor(() => inView('about'));
    expect(new URL(page.url()).hash).toBe('#about');
    await page.getByRole('banner').getByRole('link', { name: 'Alumni', exact: true }).click();
    await waitFor(() => inView('featured-alumni'));
    await context.close();

    // From another page, on a phone, through the menu.
    const phone = await newPage(browser, PHONE);
    await phone.page.goto('/gallery');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Gallery', exact: true }).click();
    await phone.page.waitForURL(/\/#gallery$/);
    await waitFor(() =>
      phone.page.evaluate(() => {
        const r = document.getElementById('gallery')?.getBoundingClientRect();
        return r && r.top >= 0 && r.top < 200 ? true : null;
      }),
    );
    await phone.context.close();
  });

  // Eight axe runs: about 40 s alone, more beside the other browser tests.
  it('has no serious or critical axe violation on /, /gallery, /events and /placements', { timeout: 180_000 }, async () => {
    const bad: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      for (const route of ['/', '/gallery', '/events', '/placements']) {
        await page.goto(route, { waitUntil: 'networkidle' });
        await page.locator('main').waitFor();
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) {
          if (v.impact !== 'serious' && v.impact !== 'critical') continue;
          bad.push(`${route} at ${viewport.width}px: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
        }
      }
      await context.close();
    }
    expect(bad).toEqual([]);
  });
});
