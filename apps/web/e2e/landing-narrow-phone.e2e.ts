import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures';

// The landing page's symposium cards on the narrowest phones: each card's button ("View
// Carteblanche events", the longer label) stays inside its card with its arrow in view, where the
// card clips whatever runs past its edge.

const WIDTHS = [320, 360, 390];

describe('the symposium cards on a narrow phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const width of WIDTHS) {
    it(`keeps each card's button, its label and its arrow inside the card at ${width} px`, async () => {
      const { context, page } = await newPage(browser, { width, height: 800 });
      await page.goto('/#events');
      for (const symposium of ['Enigma', 'Carteblanche']) {
        const card = page.locator(`#events article[data-symposium="${symposium}"]`);
        const button = card.getByRole('link', { name: `View ${symposium} events` });
        // The card, not the button: scrolling to the button would slide the card's clipped
        // content sideways and hide how far it runs past the edge.
        await card.scrollIntoViewIfNeeded();
        const cardBox = (await card.boundingBox())!;
        const buttonBox = (await button.boundingBox())!;
        const arrowBox = (await button.locator('svg').boundingBox())!;
        const cardRight = cardBox.x + cardBox.width;
        expect(buttonBox.x + buttonBox.width, `${symposium} button`).toBeLessThanOrEqual(cardRight);
        expect(arrowBox.x + arrowBox.width, `${symposium} arrow`).toBeLessThanOrEqual(
          buttonBox.x + buttonBox.width,
        );
        // The whole label is shown, none of it cut off inside the button.
        const cut = await button
          .locator('.mantine-Button-label')
          .evaluate((label) => label.scrollWidth - label.clientWidth);
        expect(cut, `${symposium} label`).toBeLessThanOrEqual(0);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await context.close();
    });
  }
});
