import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { ApiDataContext, apiQueryKey, type ApiDataSource } from 'shared-contracts/ui/useApiQuery';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const categories = { items: [{ id: 'c1', slug: 'lamps', name: 'Lamps', description: '', parentId: null, position: 1 }] };
let reload: () => void = () => undefined;

function Categories() {
  const query = useApiQuery(lightRoutes.listCategories);
  reload = query.reload;
  return <p>{query.loading ? 'loading' : query.data?.items.map((item) => item.name).join(',')}</p>;
}

/** The markup the server drew with the answer in its cache, and a browser source carrying it. */
function serverPage(): { html: string; carried: ApiDataSource } {
  const entries = new Map([[apiQueryKey(lightRoutes.listCategories, undefined), { data: categories }]]);
  // The server's cache already holds the answer, so its render does not wait.
  const server: ApiDataSource = { entries, load: () => Promise.reject(new Error('not asked')) };
  const html = renderToString(
    <ApiDataContext value={server}>
      <Categories />
    </ApiDataContext>,
  );
  return { html, carried: { entries: new Map(entries) } };
}

describe('useApiQuery with the answers a server-rendered page carries', () => {
  beforeEach(() => call.mockReset().mockResolvedValue({ items: [] }));

  it('hydrates from them without a request and without a mismatch, and reads the API again on reload', async () => {
    const { html, carried } = serverPage();
    expect(html).toBe('<p>Lamps</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        container,
        <ApiDataContext value={carried}>
          <Categories />
        </ApiDataContext>,
        { onRecoverableError: (error) => console.error(error) },
      );
    });
    expect(container.innerHTML).toBe('<p>Lamps</p>');
    expect(call).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await act(async () => reload());
    expect(call).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('<p></p>');
    errors.mockRestore();
  });

  it('fetches as before when the page carries nothing', async () => {
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(
        <ApiDataContext value={{ entries: new Map() }}>
          <Categories />
        </ApiDataContext>,
      );
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
