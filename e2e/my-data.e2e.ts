/**
 * The customer's own data (issue 35 item 5's Done-when row) against the whole running shop
 * (e2e/live.ts): two customers each save an address and place orders; the first asks for
 * "Download my data" in My account, sees its progress while the API's worker writes it in the
 * background, opens the link: the JSON holds their orders and addresses and nothing of the other
 * customer's; the readable page opens too, and the link came by e-mail. The rules under it (the
 * export's contents, consents, retention) are api/src/privacy/privacy.test.ts; the page's states,
 * host/src/account/MyDataSection.test.tsx.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { devMailboxSchema } from 'shared-contracts/api/mail';
import type { Address } from 'shared-contracts/domain/order';
import { seedProductId } from '../api/src/seed/index';
import { openPage, settle } from './harness';
import { useLiveShop } from './live';

const shop = useLiveShop();
const PASSWORD = 'handloom42';

type Customer = { email: string; token: string; address: Address; orderIds: string[] };

async function apiCall(token: string, method: 'PUT' | 'POST', path: string, body: object): Promise<unknown> {
  const response = await fetch(shop.url(`/api${path}`), { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

/** A customer with one saved address and `orders` orders placed to it, through the API. */
async function customer(name: string, address: Address, orders: number): Promise<Customer> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@shop.test`;
  await shop.createUser(email, PASSWORD);
  const token = await shop.idToken({ email, password: PASSWORD });
  await apiCall(token, 'PUT', '/account', { name, addresses: [address] });
  const orderIds: string[] = [];
  for (let i = 0; i < orders; i++) {
    const placed = (await apiCall(token, 'POST', '/checkout', {
      idempotencyKey: crypto.randomUUID(),
      lines: [{ productId: seedProductId('hand-beaten-brass-diyas-set-of-4'), quantity: 1 + i }],
      shippingAddress: address,
    })) as { order: { id: string } };
    orderIds.push(placed.order.id);
  }
  return { email, token, address, orderIds };
}

describe('a customer’s own data (issue 35 item 5)', () => {
  it('asks for the download, sees its progress, opens the link: their orders and addresses, nothing of another customer’s', async () => {
    const asha = await customer('Asha Export', { name: 'Asha Export', line1: '21 Hawa Mahal Road', city: 'Jaipur', stateCode: '08', pincode: '302002', phone: '9876543210' }, 2);
    const bela = await customer('Bela Other', { name: 'Bela Other', line1: '77 Brigade Road', city: 'Bengaluru', stateCode: '29', pincode: '560025', phone: '9876501234' }, 1);

    const context = await shop.newContext('en-US');
    const { page, record } = await openPage(context);
    await page.goto(shop.url('/login?next=%2Faccounts'));
    await settle(page, { record });
    await page.getByLabel('Email', { exact: true }).fill(asha.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.locator('main form').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/accounts');

    // every state the download's status line shows, as the page draws it
    const section = page.getByTestId('my-data-download');
    await section.waitFor();
    await section.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { myDataStates: string[] }).myDataStates = seen;
      new MutationObserver(() => {
        const text = element.querySelector('[role="status"]')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(element, { subtree: true, childList: true, characterData: true });
    });
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/account/data-export') && response.request().method() === 'POST');
    await section.getByRole('button', { name: 'Download my data' }).click();
    assert.equal((await asked).status(), 202);
    const json = section.getByRole('link', { name: 'Download the file (JSON)' });
    await json.waitFor({ timeout: 30_000 });
    const states = await page.evaluate(() => (window as unknown as { myDataStates: string[] }).myDataStates);
    assert.ok(
      states.some((state) => state === 'Your download is waiting to start…' || state.startsWith('Preparing your data:')),
      `progress shown before the links: ${JSON.stringify(states)}`,
    );
    assert.match(states.at(-1) ?? '', /^Your data is ready\. The links work until /);

    // the link needs no session: as a mail reader would open it
    const href = await json.getAttribute('href');
    assert.ok(href);
    const file = await fetch(shop.url(href));
    assert.equal(file.status, 200);
    const body = await file.text();
    const data = JSON.parse(body) as { profile: { email: string }; addresses: Address[]; orders: { id: string; shippingAddress: Address }[] };
    assert.equal(data.profile.email, asha.email);
    assert.deepEqual(data.addresses.map((address) => address.line1), [asha.address.line1]);
    assert.deepEqual(data.orders.map((order) => order.id).sort(), [...asha.orderIds].sort());
    const foreign = [...bela.orderIds, bela.email, bela.address.name, bela.address.line1].filter((value) => body.includes(value));
    assert.deepEqual(foreign, []);
    console.log(
      `my data: progress shown as ${JSON.stringify(states)}; the JSON holds ${data.orders.length} of Asha's ${asha.orderIds.length} orders and ${data.addresses.length} address; of Bela's ${bela.orderIds.length} order, e-mail, name and street: ${foreign.length} found`,
    );

    // the readable page opens in the browser
    const readable = await context.newPage();
    await readable.goto(shop.url((await section.getByRole('link', { name: 'Read it in your browser' }).getAttribute('href'))!));
    await readable.getByRole('heading', { name: 'Orders' }).waitFor();
    assert.ok((await readable.locator('body').innerText()).includes(asha.address.line1));

    // and the same link came by e-mail
    const mails = devMailboxSchema.parse(await (await fetch(shop.url('/api/dev/mail'))).json()).items;
    const mail = mails.find((item) => item.kind === 'data_export' && item.to === asha.email);
    assert.ok(mail, 'no e-mail with the download link');
    assert.ok(mail.text.includes(shop.url(href)), mail.text);
  });
});
