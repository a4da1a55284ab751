import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { returnRoutes } from 'shared-contracts/api/returns';
import { routes } from 'shared-contracts/api/routes';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './SettingsPage.messages';
import ReturnsSection from './ReturnsSection';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('Settings › Returns', () => {
  it('edits the window and the reasons (one per line) and saves them as the API takes them', async () => {
    const saved: unknown[] = [];
    call.mockImplementation(async (route: unknown, input: { body?: unknown }) => {
      if (route === returnRoutes.adminGetReturnSettings) return { windowDays: 7, reasons: ['Damaged or defective', 'Size or fit'], nonReturnableCategories: [] };
      if (route === routes.listCategories) return { items: [] };
      if (route === returnRoutes.adminSaveReturnSettings) {
        saved.push(input.body);
        return input.body;
      }
      throw new Error('unexpected route');
    });
    render(
      <ShopProviders>
        <ReturnsSection />
      </ShopProviders>,
    );
    const reasons = await screen.findByLabelText('Reasons a customer chooses from (one per line)');
    expect((reasons as HTMLTextAreaElement).value).toBe('Damaged or defective\nSize or fit');
    fireEvent.change(screen.getByLabelText('Return window (days after delivery)'), { target: { value: '10' } });
    fireEvent.change(reasons, { target: { value: 'Damaged or defective\n\n  Arrived late  \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ windowDays: 10, reasons: ['Damaged or defective', 'Arrived late'], nonReturnableCategories: [] });
  });
});
