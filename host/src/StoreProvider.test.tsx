import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { SHOP_STORE } from 'shared-contracts/domain/store';
import { ApiDataContext, apiQueryKey, type ApiDataSource } from 'shared-contracts/ui/useApiQuery';
import { useStore } from 'shared-contracts/ui/useStore';
import { StoreProvider } from './StoreProvider';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const saved = { ...SHOP_STORE, tradingName: 'Haat Weavers', legalName: 'Haat Weavers Private Limited' };

function Footer() {
  return <p>{useStore().tradingName}</p>;
}

const page = (source: ApiDataSource | null) => (
  <ApiDataContext value={source}>
    <StoreProvider>
      <Footer />
    </StoreProvider>
  </ApiDataContext>
);

describe('the store details of a page', () => {
  beforeEach(() => call.mockReset().mockResolvedValue(saved));

  it('come with a server-rendered page: hydrated from it, no request', async () => {
    const entries = new Map([[apiQueryKey(lightRoutes.getStore, undefined), { data: saved }]]);
    const html = renderToString(page({ entries, load: () => Promise.reject(new Error('not asked')) }));
    expect(html).toBe('<p>Haat Weavers</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    await act(async () => {
      hydrateRoot(container, page({ entries: new Map(entries) }));
    });
    expect(container.innerHTML).toBe('<p>Haat Weavers</p>');
    expect(call).not.toHaveBeenCalled();
  });

  it('are asked for once through the one client on a page the browser draws alone (SHOP’s until then)', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(page(null)));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe(lightRoutes.getStore);
    expect(container.innerHTML).toBe('<p>Haat Weavers</p>');
    call.mockRejectedValueOnce(new Error('offline'));
    const other = document.createElement('div');
    await act(async () => createRoot(other).render(page(null)));
    expect(other.innerHTML).toBe(`<p>${SHOP_STORE.tradingName}</p>`);
  });
});
