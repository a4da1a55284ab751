/**
 * What a merchant new to the admin tripped over (issue 38), in Chromium against the whole running
 * shop, one stack for the file: before sign-in the admin shows no sections; at a 1366 × 768 laptop
 * window the product drawer shows the French translations and the variant grid's every column
 * without cutting them off; the dashboard chart's day labels never overlap and its revenue lines
 * are whole rupees.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openPage, settle, signInAsStaff } from './harness';
import { DEMO_ADMIN, useLiveShop } from './live';

const shop = useLiveShop();
const LAPTOP = { width: 1366, height: 768 };
/** A seeded product sold by variant (api/src/seed/variants.ts): 2 options, 5 variants. */
const BANGLES = 'Jaipur lac bangles, set of 6';

/** How far `element` reaches past the right of the window and of the box that scrolls it (0: not cut off). */
async function cutOff(element: Locator): Promise<{ right: number; pastWindow: number; pastBox: number }> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    let clip = window.innerWidth;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowX;
      if (overflow !== 'visible') clip = Math.min(clip, parent.getBoundingClientRect().right);
    }
    return { right: Math.round(box.right), pastWindow: Math.max(0, Math.round(box.right - window.innerWidth)), pastBox: Math.max(0, Math.round(box.right - clip)) };
  });
}

/** How many pixels a scrolling region hides sideways. */
const hidden = (region: Locator) => region.evaluate((node) => node.scrollWidth - node.clientWidth);

describe('a first-time merchant in the admin', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    context = await shop.newContext('en-US');
  });
  after(() => context.close());

  it('sees no admin sections before signing in, and its sections once signed in', async () => {
    const guest = await openPage(context);
    await guest.page.goto(shop.url('/admin/dashboard/listing'));
    await guest.page.waitForURL((url) => url.pathname === '/admin/login');
    await settle(guest.page, { record: guest.record });
    assert.equal(await guest.page.getByRole('navigation', { name: 'Admin sections' }).count(), 0);
    assert.equal(await guest.page.getByRole('link', { name: 'Listing' }).count(), 0);
    await guest.page.getByRole('link', { name: 'Back to the shop' }).waitFor();
    await guest.page.close();

    ({ page } = await signInAsStaff(shop, context, DEMO_ADMIN, '/admin/dashboard/listing'));
    const sections = await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').allTextContents();
    assert.ok(sections.includes('Listing') && sections.includes('Settings'), sections.join(', '));
    console.log(`admin before sign-in: 0 sections at /admin/login (sent from /admin/dashboard/listing); the owner signed in: ${sections.length - 1}`);
  });

  it('shows the French translations and the variant grid’s last column whole in a 1366 × 768 window', async () => {
    await page.setViewportSize(LAPTOP);
    await page.getByLabel('Search title or slug').fill(BANGLES);
    await page.getByLabel('Search title or slug').press('Enter');
    await page.getByRole('button', { name: `Edit ${BANGLES}` }).click();
    const drawer = page.getByRole('dialog');

    const french = drawer.getByTestId('translations-title').getByLabel('French');
    await french.waitFor();
    assert.equal(await french.inputValue(), 'Bracelets en laque de Jaipur, lot de 6');
    const frenchBox = await cutOff(french);
    assert.deepEqual([frenchBox.pastWindow, frenchBox.pastBox], [0, 0], `French title field ends at ${frenchBox.right} px`);
    assert.equal(await hidden(drawer.getByTestId('translations-region')), 0, 'the translations need no scrolling');

    const grid = drawer.getByTestId('variant-grid');
    const rows = grid.getByTestId('variant-row');
    await rows.nth(4).waitFor(); // the grid is a chunk of its own
    const remove = rows.first().getByRole('button', { name: 'Remove' });
    const removeBox = await cutOff(remove);
    assert.deepEqual([removeBox.pastWindow, removeBox.pastBox], [0, 0], `the grid's last column ends at ${removeBox.right} px`);
    assert.equal(await hidden(grid.getByTestId('variant-grid-region')), 0, 'the grid needs no scrolling');

    await grid.getByText('Option 2 in Spanish and French').click();
    const optionFrench = grid.getByTestId('option-1-value-Red').getByLabel('French');
    assert.equal(await optionFrench.inputValue(), 'Rouge');
    const optionBox = await cutOff(optionFrench);
    assert.deepEqual([optionBox.pastWindow, optionBox.pastBox], [0, 0], `the option's French field ends at ${optionBox.right} px`);
    const drawerWidth = await drawer.evaluate((node) => Math.round(node.getBoundingClientRect().width));
    console.log(
      `1366x768: drawer ${drawerWidth} px; French title field ends at ${frenchBox.right} px, option's French at ${optionBox.right} px, grid's Remove at ${removeBox.right} px; 0 px cut off, 0 px to scroll`,
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('draws the dashboard chart with day labels apart and whole-rupee revenue lines', async () => {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByTestId('chart-day-label').first().waitFor(); // the chart loads after the figures
    const labels = await page.getByTestId('chart-day-label').evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return { text: node.textContent ?? '', left: box.left, right: box.right };
      }),
    );
    const gaps = labels.slice(1).map((label, i) => label.left - labels[i]!.right);
    assert.ok(labels.length >= 4, `${labels.length} day labels`);
    assert.ok(Math.min(...gaps) > 0, `labels overlap: ${JSON.stringify(labels)}`);
    const ticks = await page.getByTestId('chart-tick').allTextContents();
    assert.ok(ticks.every((tick) => /^₹[\d,]+$/.test(tick)), `whole-rupee ticks: ${ticks.join(' ')}`);
    console.log(`dashboard chart at 1366 px: ${labels.length} day labels (${labels.map((label) => label.text).join(', ')}), narrowest gap ${Math.min(...gaps).toFixed(1)} px; ticks ${ticks.join(' ')}`);
  });
});
