import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewRoutes, type ProductReviews as Data, type ReviewEligibility } from 'shared-contracts/api/reviews';
import { ApiError } from 'shared-contracts/api/api-error';
import { lightRoutes } from 'shared-contracts/api/light-routes';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ProductReviews from './ProductReviews';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
let user: { uid: string; email: string; anonymous?: boolean } | null = null;
jest.mock('shared-contracts/ui/useUser', () => ({ useUser: () => user }));

const review = (id: string, stars: number, title: string, helpfulCount = 0) => ({
  id,
  stars,
  title,
  text: 'Bright colours, sturdy.',
  photos: [],
  authorName: 'Priya S.',
  verifiedBuyer: true,
  helpfulCount,
  reply: id === 'r1' ? 'Thank you!' : null,
  repliedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const page: Data = {
  items: [review('r1', 5, 'Lovely top'), review('r2', 4, 'Good value', 3)],
  total: 7,
  page: 1,
  pageSize: 5,
  summary: { average: 4.3, count: 7, distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 4 } },
};

const renderReviews = () =>
  render(
    <ShopProviders>
      <ProductReviews productId="p1" title="Channapatna top" slug="channapatna-top" />
    </ShopProviders>,
  );

describe('the product page’s reviews', () => {
  beforeEach(() => {
    call.mockReset();
    user = null;
  });

  it('shows the average, the distribution and verified buyers’ reviews, with AggregateRating JSON-LD, and sorts by helpfulness', async () => {
    call.mockImplementation(async (route, input) => (route === lightRoutes.productReviews ? { ...page, items: input.query.sort === 'helpful' ? [...page.items].reverse() : page.items } : undefined));
    const { container } = renderReviews();
    const summary = await screen.findByTestId('reviews-summary');
    expect(within(summary).getByText('4.3 out of 5')).toBeTruthy();
    expect(within(summary).getByText('7 reviews')).toBeTruthy();
    expect(screen.getByLabelText('5 stars: 4')).toBeTruthy();
    const items = screen.getAllByTestId('review');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Lovely top', 'Good value']);
    expect(within(items[0]!).getByText('Verified buyer')).toBeTruthy();
    expect(within(items[0]!).getByText('Thank you!')).toBeTruthy();
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, bestRating: 5, worstRating: 1, reviewCount: 7 });
    expect(ld.review.map((entry: { reviewRating: { ratingValue: number } }) => entry.reviewRating.ratingValue)).toEqual([5, 4]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'helpful');
    await waitFor(() => expect(screen.getAllByTestId('review')[0]!.textContent).toContain('Good value'));
    expect(call).toHaveBeenLastCalledWith(lightRoutes.productReviews, { params: { id: 'p1' }, query: { sort: 'helpful', page: 1, pageSize: 5 } }, expect.anything());
  });

  it('offers the form to an eligible signed-in customer only, checks it by the shared rules and sends the review', async () => {
    user = { uid: 'u1', email: 'buyer@shop.test' };
    let eligibility: ReviewEligibility = { eligible: true, refusal: null, review: null };
    const sent: unknown[] = [];
    call.mockImplementation(async (route, input) => {
      if (route === lightRoutes.productReviews) return { ...page, items: [], total: 0, summary: { average: 0, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } } };
      if (route === reviewRoutes.reviewEligibility) return eligibility;
      if (route === reviewRoutes.createReview) {
        sent.push(input);
        return { ...review('r9', 4, 'Nice'), status: 'pending', hiddenReason: null };
      }
      return undefined;
    });
    renderReviews();
    await userEvent.click(await screen.findByTestId('review-write'));
    await userEvent.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Send the review' }));
    await screen.findByText('Your review is waiting for the shop’s approval.');
    expect(sent).toEqual([{ params: { id: 'p1' }, body: { stars: 4, title: 'Nice', text: '', photos: [] } }]);

    // a customer who did not buy it: no form
    eligibility = { eligible: false, refusal: 'not_buyer', review: null };
    const other = renderReviews();
    await waitFor(() => expect(call).toHaveBeenCalledWith(reviewRoutes.reviewEligibility, expect.anything(), expect.anything()));
    expect(within(other.container).queryByTestId('review-write')).toBeNull();
  });

  it('shows the API’s refusal on the form (403 for a customer the server does not find eligible)', async () => {
    user = { uid: 'u1', email: 'buyer@shop.test' };
    call.mockImplementation(async (route) => {
      if (route === lightRoutes.productReviews) return page;
      if (route === reviewRoutes.reviewEligibility) return { eligible: true, refusal: null, review: null };
      if (route === reviewRoutes.createReview) throw new ApiError(403, 'forbidden', 'Not allowed.', { product: ['Only a customer who received this product can review it.'] });
      return undefined;
    });
    renderReviews();
    await userEvent.click(await screen.findByTestId('review-write'));
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(await screen.findByText('Only a customer who received this product can review it.')).toBeTruthy();
  });
});
