import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { reportRoutes, type Gstr1Report, type SalesRegister } from 'shared-contracts/api/reports';
import { parseCsv } from 'shared-contracts/csv/csv';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ReportsPage from './ReportsPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
const downloadText = jest.fn();
jest.mock('shared-contracts/ui/download', () => ({ downloadText: (...args: unknown[]) => downloadText(...args) }));

const period = { id: '2026-27-Q3', kind: 'quarter' as const, from: '2026-10-01', to: '2026-12-31', fp: '122026' };
const report: Gstr1Report = {
  period,
  seller: { name: 'Haat Crafts Private Limited', gstin: '08AABCH1234F1Z5', stateCode: '08' },
  b2b: [{ gstin: '29ABCDE1234F1Z5', name: 'Rao Crafts', invoice: 'HT/26-27/000101', date: '2026-10-05', value: 236_000, pos: '29', rate: 18, taxable: 200_000, igst: 36_000, cgst: 0, sgst: 0 }],
  b2cl: [],
  b2cs: [{ supply: 'intra_state', pos: '08', rate: 18, taxable: 50_000, igst: 0, cgst: 4_500, sgst: 4_500 }],
  cdnr: [],
  cdnur: [],
  hsn: [],
  docs: [{ nature: 'invoices', from: 'HT/26-27/000101', to: 'HT/26-27/000102', total: 2, cancelled: 0 }],
  totals: { invoices: { count: 2, value: 295_000, taxable: 250_000, igst: 36_000, cgst: 4_500, sgst: 4_500 }, creditNotes: { count: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 } },
};
const register: SalesRegister = {
  period,
  rows: [{ document: 'invoice', number: 'HT/26-27/000102', date: '2026-10-06', order: 'HT-000002', invoice: null, buyer: 'Asha Rao', gstin: null, pos: '08', item: '=HYPERLINK("x")', hsn: '7418', quantity: 1, rate: 18, taxable: 50_000, igst: 0, cgst: 4_500, sgst: 4_500, total: 59_000 }],
};

describe('the GST reports page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    call.mockReset();
    downloadText.mockReset();
    call.mockImplementation(async (route, input: { query: { period: string } }) => {
      if (route === reportRoutes.adminGstr1) return { ...report, period: { ...period, id: input.query.period } };
      if (route === reportRoutes.adminSalesRegister) return register;
      throw new Error('unexpected route');
    });
  });
  afterEach(async () => {
    cleanup();
    jest.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it("loads the running quarter and downloads a section's Offline Tool CSV, the portal JSON and the sales register", async () => {
    render(
      <ShopProviders>
        <ReportsPage />
      </ShopProviders>,
    );
    await screen.findByText('Invoices: 2, taxable value ₹2,500.00, tax ₹450.00. Credit notes: 0, taxable value ₹0.00, tax ₹0.00.');
    expect(call).toHaveBeenCalledWith(reportRoutes.adminGstr1, { query: { period: '2026-27-Q3' } }, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV: gstr1-2026-27-Q3-b2b.csv' }));
    const [name, csv, type] = downloadText.mock.calls[0]!;
    expect([name, type]).toEqual(['gstr1-2026-27-Q3-b2b.csv', 'text/csv']);
    expect(parseCsv(csv)[1]).toEqual(['29ABCDE1234F1Z5', 'Rao Crafts', 'HT/26-27/000101', '05-Oct-2026', '2360.00', '29-Karnataka', 'N', '', 'Regular B2B', '', '18', '2000.00', '0.00']);

    fireEvent.click(screen.getByRole('button', { name: 'Download JSON for the GST portal' }));
    expect(downloadText.mock.calls[1]![0]).toBe('gstr1-2026-27-Q3.json');
    expect(JSON.parse(downloadText.mock.calls[1]![1]).fp).toBe('122026');

    fireEvent.click(screen.getByRole('button', { name: 'Download the sales register (CSV)' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(3));
    const rows = parseCsv(downloadText.mock.calls[2]![1]);
    expect(rows[0]!.slice(0, 3)).toEqual(['Document', 'Number', 'Date']);
    expect(rows[1]![8]).toBe('\'=HYPERLINK("x")');
  });
});
