import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { routes } from 'shared-contracts/api/routes';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { AdminTable } from './AdminTable';
import { FIRST_PAGE, useAdminList, type AdminList, type PageFilters } from './useAdminList';
// antd tables render slowly on a loaded machine.

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const notify = jest.fn();
jest.mock('shared-contracts/platform/toast', () => ({ notify: (...args: unknown[]) => notify(...args) }));

type Filters = PageFilters & { q?: string; role?: 'admin' | 'customer' };
type Row = { uid: string; name: string };
let list: AdminList<Filters, Row>;

function Users() {
  list = useAdminList(routes.adminListUsers, { ...FIRST_PAGE, q: '' } as Filters) as unknown as AdminList<Filters, Row>;
  return (
    <div aria-busy={list.loading ? 'true' : 'false'} data-testid="list">
      <AdminTable list={list} label="Users" rowKey="uid" scrollX={600} emptyText="No users match." columns={[{ title: 'Name', dataIndex: 'name' }]} />
    </div>
  );
}

const page = (names: string[], total = names.length) => ({ items: names.map((name) => ({ uid: name, name })), total, page: 1, pageSize: 20 });
const queries = () => call.mock.calls.map(([, input]) => input.query);
const busy = () => screen.getByTestId('list').getAttribute('aria-busy');

describe('an admin list', () => {
  beforeEach(() => {
    call.mockReset();
    notify.mockReset();
  });
  afterEach(cleanup);

  it('asks for its first page without the empty filters, then shows the rows', async () => {
    call.mockResolvedValue(page(['Asha', 'Ravi']));
    render(<ShopProviders><Users /></ShopProviders>);
    expect(await screen.findByText('Ravi')).toBeInTheDocument();
    expect(call.mock.calls[0]![0]).toBe(routes.adminListUsers);
    expect(queries()).toEqual([{ page: 1, pageSize: 20 }]);
    expect(busy()).toBe('false');
  });

  it('goes back to the first page on a new filter and keeps the rows shown while it loads', async () => {
    call.mockResolvedValueOnce(page(['Asha'], 45));
    render(<ShopProviders><Users /></ShopProviders>);
    await screen.findByText('Asha');
    act(() => list.setPage(3, 20));
    await waitFor(() => expect(queries()).toHaveLength(2));
    let answer!: (value: unknown) => void;
    call.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => list.filter({ role: 'admin' }));
    await waitFor(() => expect(queries()).toHaveLength(3));
    expect(queries()[1]).toEqual({ page: 3, pageSize: 20 });
    expect(queries()[2]).toEqual({ role: 'admin', page: 1, pageSize: 20 });
    expect(busy()).toBe('true');
    expect(screen.getByText('Asha')).toBeInTheDocument();
    await act(async () => answer(page(['Meera'])));
    expect(await screen.findByText('Meera')).toBeInTheDocument();
    expect(busy()).toBe('false');
  });

  it('is loading again while a reload runs, until the new answer', async () => {
    call.mockResolvedValueOnce(page(['Asha']));
    render(<ShopProviders><Users /></ShopProviders>);
    await screen.findByText('Asha');
    let answer!: (value: unknown) => void;
    call.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => list.reload());
    expect(busy()).toBe('true');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    await act(async () => answer(page(['Asha', 'Ravi'])));
    expect(await screen.findByText('Ravi')).toBeInTheDocument();
    expect(busy()).toBe('false');
  });

  it('shows a failed reading as an error toast, and a retry reads again', async () => {
    call.mockRejectedValueOnce(new Error('The shop is not answering.'));
    render(<ShopProviders><Users /></ShopProviders>);
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify.mock.calls[0]![1]).toBe('error');
    expect(list.error).toBeInstanceOf(Error);
    call.mockResolvedValueOnce(page(['Asha']));
    act(() => list.reload());
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
