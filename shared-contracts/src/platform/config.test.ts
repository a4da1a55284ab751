/** @jest-environment jsdom */
import type { RuntimeConfig } from './config';

const CONFIG: RuntimeConfig = { apiBaseUrl: '/api', firebase: { projectId: 'demo-haat', apiKey: 'k' }, authEmulatorUrl: 'http://127.0.0.1:9099' };

let loadRuntimeConfig: typeof import('./config').loadRuntimeConfig;
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.isolateModules(() => {
    ({ loadRuntimeConfig } = require('./config') as typeof import('./config'));
  });
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ ...CONFIG, apiBaseUrl: '/fetched' }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  document.head.innerHTML = '';
});

describe('the runtime configuration', () => {
  it('is read from the page when its server wrote it in, without a request', async () => {
    document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify(CONFIG)}</script>`;
    await expect(loadRuntimeConfig()).resolves.toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fetched, once, when the page carries none (a dev server, a page served elsewhere)', async () => {
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: '/fetched' });
    await loadRuntimeConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
  });

  it('is fetched when what the page carries does not parse', async () => {
    document.head.innerHTML = '<script type="application/json" id="runtime-config">{not json</script>';
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: '/fetched' });
  });

  it('is refused without a Firebase project, wherever it came from', async () => {
    document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify({ ...CONFIG, firebase: {} })}</script>`;
    await expect(loadRuntimeConfig()).rejects.toThrow('"projectId" not provided');
  });
});
