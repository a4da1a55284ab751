/**
 * @jest-environment jsdom
 */
/**
 * Real-user speed in the browser (issue 34): a visit's beacon names the page type (never the URL)
 * and the device class, carries the latest of each figure, leaves when the page is hidden, and only
 * for a sampled visit.
 */
import { loadRuntimeConfig } from 'shared-contracts/platform/config';
import { deviceClass, pageTypeOfPath, vitalsQueue } from './beacon';

type Report = (metric: { name: string; value: number }) => void;
const observers: Record<string, Report> = {};
jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => (observers.LCP = report),
  onINP: (report: Report) => (observers.INP = report),
  onCLS: (report: Report) => (observers.CLS = report),
  onTTFB: (report: Report) => (observers.TTFB = report),
}));

describe('the vitals beacon', () => {
  it('names the page type of a path in any locale, never the path', () => {
    const types = ['/', '/es/shop', '/fr/shop/brass-diya', '/cart', '/payment', '/accounts/orders/ord_1/confirmation', '/about-us', '/admin/dashboard/orders', '/no-such-page'].map(pageTypeOfPath);
    expect(types).toEqual(['home', 'listing', 'product', 'cart', 'checkout', 'checkout', 'content', 'admin', 'other']);
    console.log(`vitals page types: ${types.join(', ')}`);
  });

  it('tells a phone from a desktop by the client hints or the viewport', () => {
    const view = (innerWidth: number, mobile?: boolean) => ({ innerWidth, navigator: { userAgentData: mobile === undefined ? undefined : { mobile } } as unknown as Navigator });
    expect([deviceClass(view(412)), deviceClass(view(1280, true)), deviceClass(view(1280, false)), deviceClass(view(1366))]).toEqual(['mobile', 'mobile', 'desktop', 'desktop']);
  });

  it('sends the latest of each figure once, and again only what changed, leaving out figures out of range', () => {
    const sent: unknown[] = [];
    const queue = vitalsQueue('product', 'mobile', (beacon) => sent.push(beacon));
    queue.flush();
    queue.add({ name: 'TTFB', value: 320 });
    queue.add({ name: 'LCP', value: 1800 });
    queue.add({ name: 'LCP', value: 2100 });
    queue.add({ name: 'FCP', value: 900 });
    queue.add({ name: 'INP', value: 600_000 });
    queue.flush();
    queue.flush();
    queue.add({ name: 'CLS', value: 0.02 });
    queue.flush();
    expect(sent).toEqual([
      { page: 'product', device: 'mobile', TTFB: 320, LCP: 2100 },
      { page: 'product', device: 'mobile', CLS: 0.02 },
    ]);
  });
});

describe('measureVisit', () => {
  const beacons: { url: string; body: unknown }[] = [];
  beforeAll(() => {
    document.body.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify({ apiBaseUrl: '/api', firebase: { projectId: 'demo-haat' }, authEmulatorUrl: null, vitalsSampleRate: 0.25 })}</script>`;
    Object.defineProperty(window, 'innerWidth', { value: 1366, configurable: true });
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      beacons.push({ url: String(url), body: data });
      return true;
    };
  });
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };

  it('measures a sampled visit from its first interaction and sends its figures to the API when the page is hidden; an unsampled visit loads nothing', async () => {
    const { measureVisit } = await import('./start');
    await measureVisit('/shop/brass-diya', () => 0.5);
    window.dispatchEvent(new Event('keydown'));
    expect(observers.LCP).toBeUndefined();
    expect(document.documentElement.dataset.vitals).toBeUndefined();

    // a sampled visit loads web-vitals only once the visitor interacts (a scroll here)
    let loaded = false;
    const measuring = measureVisit('/es/shop/brass-diya?utm=mail', () => 0.1).then(() => (loaded = true));
    // (the same configuration the visit read: once it is in, the visit waits for the interaction)
    await loadRuntimeConfig();
    expect(loaded).toBe(false);
    expect(observers.LCP).toBeUndefined();
    window.dispatchEvent(new Event('scroll'));
    await measuring;
    observers.TTFB!({ name: 'TTFB', value: 210 });
    observers.LCP!({ name: 'LCP', value: 1500 });
    observers.INP!({ name: 'INP', value: 96 });
    observers.CLS!({ name: 'CLS', value: 0 });
    expect(document.documentElement.dataset.vitals).toBe('measuring');
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/vitals');
    const blob = beacons[0]!.body as Blob;
    expect(blob.type).toBe('application/json');
    // jsdom's Blob has no text(): read it as a page would have before that existed
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    const body = JSON.parse(text) as unknown;
    expect(body).toEqual({ page: 'product', device: 'desktop', TTFB: 210, LCP: 1500, INP: 96, CLS: 0 });
    console.log(`vitals beacon from a sampled visit (rate 0.25): ${JSON.stringify(body)}`);
  });
});
