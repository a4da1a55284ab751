import { routes } from 'shared-contracts/api/routes';
import { allProducts } from './exportCsv';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const products = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `p${from + i}` }));

describe('the CSV export', () => {
  it('reads every page of the filtered products, 100 at a time, without the table page or empty filters', async () => {
    call.mockImplementation(async (_route, { query }) => ({ items: query.page < 3 ? products((query.page - 1) * 100, 100) : products(200, 30), total: 230 }));
    const all = await allProducts({ q: 'bowl', category: undefined, sort: 'price_asc', page: 4, pageSize: 20 });
    expect(all).toHaveLength(230);
    expect(call.mock.calls.map(([route]) => route)).toEqual([routes.adminListProducts, routes.adminListProducts, routes.adminListProducts]);
    expect(call.mock.calls.map(([, input]) => input.query)).toEqual([1, 2, 3].map((page) => ({ q: 'bowl', sort: 'price_asc', page, pageSize: 100 })));
  });
});
