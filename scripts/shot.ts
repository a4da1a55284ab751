import { chromium } from 'playwright-core';
const url = process.argv[2] ?? 'http://localhost:8080/';
const out = process.argv[3] ?? '/tmp/shot.png';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
  const page = await browser.newPage({ locale: process.env.LOC ?? 'en-US' });
  page.on('console', (m) => console.log('console.' + m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('requestfailed', (r) => console.log('failed', r.url()));
  const reqs: string[] = [];
  page.on('request', (r) => reqs.push(r.url()));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  console.log('URL', page.url(), 'lang', await page.evaluate(() => document.documentElement.lang));
  console.log('requests', reqs.filter(u=>u.includes('remotes')).map(u=>u.replace('http://localhost:8080','')).join(' '));
  await page.screenshot({ path: out, fullPage: true });
  await browser.close();
})();
