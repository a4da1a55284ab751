import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts/api/api-error';
import { reviewRoutes, type AdminReview } from 'shared-contracts/api/reviews';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ReviewsPage from './ReviewsPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));

const pending: AdminReview = {
  id: 'rv1',
  stars: 4,
  title: 'Lovely colours',
  text: 'Sturdy.',
  photos: [],
  authorName: 'Priya S.',
  verifiedBuyer: true,
  helpfulCount: 0,
  reply: null,
  repliedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  status: 'pending',
  hiddenReason: null,
  product: { id: 'p1', slug: 'channapatna-top', title: 'Channapatna top' },
  orderId: 'o1',
  reports: [],
};

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('Admin › Reviews', () => {
  it('publishes a waiting review, then hides it with a reason (the API’s field message on the field), and the settings say how reviews are published', async () => {
    let current = pending;
    const sent: { route: unknown; body: unknown }[] = [];
    call.mockImplementation(async (route: unknown, input: { query?: { status?: string }; body?: { action?: string; reason?: string } }) => {
      if (route === reviewRoutes.adminGetReviewSettings) return { autoPublish: false, requestDelayDays: 7, requestEmails: true };
      if (route === reviewRoutes.adminListReviews) return { items: [current], total: 1, page: 1, pageSize: 20 };
      sent.push({ route, body: input.body });
      if (route === reviewRoutes.adminModerateReview && input.body?.action === 'publish') current = { ...current, status: 'published' };
      if (route === reviewRoutes.adminModerateReview && input.body?.action === 'hide') {
        if (input.body.reason === 'x') throw new ApiError(400, 'validation_failed', 'Check the fields.', { reason: ['Say why, please.'] });
        current = { ...current, status: 'hidden', hiddenReason: input.body.reason ?? null };
      }
      return { ...current };
    });
    render(
      <ShopProviders>
        <ReviewsPage />
      </ShopProviders>,
    );
    expect(await screen.findByRole('checkbox', { name: 'Publish reviews at once (otherwise after your approval)' })).not.toBeChecked();
    const row = (await screen.findByTestId('admin-review')).closest('tr')!;
    expect(within(row).getByText('Waiting for approval')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent[0]).toEqual({ route: reviewRoutes.adminModerateReview, body: { action: 'publish' } }));

    await userEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason (the reviewer reads it)'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Say why, please.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Reason (the reviewer reads it)'));
    await userEvent.type(within(dialog).getByLabelText('Reason (the reviewer reads it)'), 'Names a person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ route: reviewRoutes.adminModerateReview, body: { action: 'hide', reason: 'Names a person' } }));
  });
});
