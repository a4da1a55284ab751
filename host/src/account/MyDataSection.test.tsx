import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataExport, MyConsents } from 'shared-contracts/api/privacy';
import { privacyRoutes } from 'shared-contracts/api/privacy';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { MyDataSection } from './MyDataSection';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call: (route: unknown, input?: unknown) => call(route, input) }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

const download = (values: Partial<DataExport>): DataExport => ({
  id: 'e1',
  status: 'pending',
  progress: 0,
  sections: 7,
  requestedAt: '2026-11-28T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  links: null,
  ...values,
});

describe('My account: your data and consents (issue 35 item 5)', () => {
  let consents: MyConsents;
  let latest: DataExport | null;
  let reads: DataExport[];
  beforeEach(() => {
    call.mockReset();
    consents = {
      marketing: true,
      history: [
        { kind: 'privacy_notice', granted: true, version: '2026-11-28', source: 'sign_up', at: '2026-11-28T10:00:00.000Z' },
        { kind: 'marketing', granted: true, version: '2026-11-28', source: 'sign_up', at: '2026-11-28T10:00:00.000Z' },
      ],
    };
    latest = null;
    reads = [];
    call.mockImplementation(async (route: unknown, input?: { body?: { granted: boolean } }) => {
      if (route === privacyRoutes.myConsents) return consents;
      if (route === privacyRoutes.setMarketingConsent) {
        consents = { marketing: input!.body!.granted, history: [...consents.history, { kind: 'marketing', granted: input!.body!.granted, version: '2026-11-28', source: 'account', at: '2026-11-29T10:00:00.000Z' }] };
        return consents;
      }
      if (route === privacyRoutes.requestDataExport) {
        latest = download({});
        // the worker's steps the page reads next: writing, then ready
        reads = [download({ status: 'building', progress: 3 }), download({ status: 'ready', progress: 7, readyAt: '2026-11-28T10:00:05.000Z', expiresAt: '2026-12-05T10:00:05.000Z', links: { json: '/api/data-exports/e1?token=ab&format=json', html: '/api/data-exports/e1?token=ab&format=html' } })];
        return latest;
      }
      if (route === privacyRoutes.myDataExport) {
        const answer = latest;
        if (latest && reads.length) latest = reads.shift()!;
        return { latest: answer };
      }
      throw new Error(`unexpected call ${JSON.stringify(route)}`);
    });
  });
  afterEach(() => jest.useRealTimers());

  const renderSection = () =>
    render(
      <ShopProviders>
        <MyDataSection />
      </ShopProviders>,
    );

  it('shows the privacy notice accepted and withdraws marketing consent', async () => {
    renderSection();
    expect(await screen.findByText('You accepted our privacy notice (version 2026-11-28) on 28 Nov 2026.')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Send me offers and news by e-mail' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(call).toHaveBeenCalledWith(privacyRoutes.setMarketingConsent, { body: { granted: false } }));
    expect(await screen.findByText('We send you no offers, only e-mails about your orders.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send me offers and news by e-mail' })).not.toBeChecked();
  });

  it('asks for a download, shows its progress, then its links', async () => {
    jest.useFakeTimers();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your download is waiting to start…')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1500));
    expect(await screen.findByText('Preparing your data: 3 of 7 parts')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '3');
    await act(async () => jest.advanceTimersByTime(1500));
    expect(await screen.findByText('Your data is ready. The links work until 5 Dec 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the file (JSON)' })).toHaveAttribute('href', '/api/data-exports/e1?token=ab&format=json');
    expect(screen.getByRole('link', { name: 'Read it in your browser' })).toHaveAttribute('href', '/api/data-exports/e1?token=ab&format=html');
    const steps = call.mock.calls.filter(([route]) => route === privacyRoutes.myDataExport).length;
    console.log(`data download on the page: waiting, 3 of 7, ready with 2 links, after ${steps} reads`);
  });
});
