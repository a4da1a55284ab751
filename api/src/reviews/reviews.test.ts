import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { downloadUrl } from 'shared-contracts/api/storage';
import { reviewRoutes } from 'shared-contracts/api/reviews';
import { startTestApi, type TestApi } from '../../test/harness';
import { insertCategory, insertOrder, insertProduct } from '../admin/testing/fixtures';
import { mailOutbox, products, reviews } from '../db/schema';
import { unsubscribeToken } from './mails';
import { erasePersonalData } from '../account/erasure';

type TestUser = Awaited<ReturnType<TestApi['user']>>;
const DAY = 24 * 60 * 60 * 1000;

describe('reviews: verified buyers review once, the merchant moderates, shoppers vote and report', () => {
  let api: TestApi;
  let admin: TestUser;
  let categoryId: string;

  const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lng = 'en') =>
    api.app.inject({ method, url, headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), 'accept-language': lng }, ...(payload ? { payload } : {}) });
  const settings = (body: { autoPublish: boolean; requestDelayDays: number; requestEmails: boolean }) => as(admin, 'PUT', '/api/admin/settings/reviews', body);
  const product = async () => insertProduct(api.services.db, { categoryId, stock: 50 });
  /** An order of `productId` for `user`, in the fulfilment state given. */
  const orderOf = (user: TestUser, productId: string, fulfilmentStatus: 'shipped' | 'delivered' = 'delivered', language: 'en' | 'es' | 'fr' = 'en') =>
    insertOrder(api.services.db, {
      userId: user.uid,
      email: user.email,
      language,
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfilmentStatus,
      lines: [{ productId, title: 'Channapatna top', unitPrice: 59_900, quantity: 1 }],
    });
  const review = (user: TestUser, productId: string, body: object = {}, lng = 'en') =>
    as(user, 'POST', `/api/products/${productId}/review`, { stars: 5, title: 'Lovely colours', text: 'Sturdy and bright.', ...body }, lng);
  const list = async (productId: string, query = '') => reviewRoutes.productReviews.response.parse((await as(null, 'GET', `/api/catalogue/products/${productId}/reviews${query}`)).json());
  const ratingOf = async (id: string) => (await api.services.db.select({ count: products.ratingCount, sum: products.ratingSum }).from(products).where(eq(products.id, id)))[0]!;

  async function uploadPhoto(user: TestUser, name: string): Promise<{ status: number; url?: string }> {
    const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a3' } }).png().toBuffer();
    const metadata = { contentType: 'image/png', size: data.byteLength, sha256Hash: createHash('sha256').update(data).digest('base64') };
    const form = new FormData();
    form.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo');
    const encoded = new Response(form);
    const appCheck = (await api.app.inject({ method: 'POST', url: '/api/app-check/token' })).json().token as string;
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/storage/o?name=${encodeURIComponent(name)}`,
      headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${user.token}`, 'x-firebase-appcheck': appCheck },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    if (response.statusCode !== 200) return { status: response.statusCode };
    return { status: 200, url: downloadUrl(name, (response.json() as { downloadTokens: string }).downloadTokens.split(',')[0]!) };
  }

  before(async () => {
    api = await startTestApi();
    admin = await api.user('admin');
    categoryId = (await insertCategory(api.services.db)).id;
  });
  after(() => api.close());

  it('only a customer with a delivered order of the product may review it: 403 in the caller’s language otherwise', async () => {
    const item = await product();
    const stranger = await api.user('customer');
    const waiting = await api.user('customer');
    await orderOf(waiting, item.id, 'shipped');
    const refusals = [await review(stranger, item.id, {}, 'fr'), await review(waiting, item.id, {}, 'es')];
    assert.deepEqual(
      refusals.map((response) => [response.statusCode, response.json().error.fields.product[0]]),
      [
        [403, 'Seul un client qui a reçu ce produit peut donner son avis.'],
        [403, 'Solo un cliente que ha recibido este producto puede opinar sobre él.'],
      ],
    );
    const eligibility = reviewRoutes.reviewEligibility.response.parse((await as(stranger, 'GET', `/api/products/${item.id}/review`)).json());
    assert.deepEqual(eligibility, { eligible: false, refusal: 'not_buyer', review: null });
    const anonymous = await as(null, 'POST', `/api/products/${item.id}/review`, { stars: 5, title: 'x' });
    assert.equal(anonymous.statusCode, 401);
    const rows = await api.services.db.select().from(reviews).where(eq(reviews.productId, item.id));
    console.log(`eligibility: non-buyer ${refusals[0]!.statusCode}, buyer of an undelivered order ${refusals[1]!.statusCode}, nobody ${anonymous.statusCode}; ${rows.length} reviews written`);
    assert.equal(rows.length, 0);
  });

  it('once per product: five posts at once write one review (the others 409), and the sixth within the minute is rate-limited', async () => {
    await settings({ autoPublish: false, requestDelayDays: 7, requestEmails: true });
    const item = await product();
    const buyer = await api.user('customer');
    await orderOf(buyer, item.id);
    assert.equal(reviewRoutes.reviewEligibility.response.parse((await as(buyer, 'GET', `/api/products/${item.id}/review`)).json()).eligible, true);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, index) => review(buyer, item.id, { stars: (index % 5) + 1 }, 'fr')));
    const statuses = answers.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [200, 409, 409, 409, 409]);
    assert.equal(answers.find((response) => response.statusCode === 409)!.json().error.fields.product[0], 'Vous avez déjà donné votre avis sur ce produit.');
    const rows = await api.services.db.select().from(reviews).where(eq(reviews.productId, item.id));
    assert.equal(rows.length, 1);
    const sixth = await review(buyer, item.id);
    console.log(`once per product: 5 posts at once -> ${statuses.join(', ')}; ${rows.length} row; the 6th in a minute -> ${sixth.statusCode}`);
    assert.equal(sixth.statusCode, 429);
    const mine = reviewRoutes.reviewEligibility.response.parse((await as(buyer, 'GET', `/api/products/${item.id}/review`)).json());
    assert.equal(mine.refusal, 'already_reviewed');
    assert.equal(mine.review?.status, 'pending');
  });

  it('moderation: a review waits for approval, then is published, replied to and hidden with a reason, the product’s rating following', async () => {
    await settings({ autoPublish: false, requestDelayDays: 7, requestEmails: true });
    const item = await product();
    const buyer = await api.user('customer');
    await orderOf(buyer, item.id);
    const created = reviewRoutes.createReview.response.parse((await review(buyer, item.id, { stars: 4, title: 'Good <b>top</b>' })).json());
    assert.equal(created.status, 'pending');
    assert.equal(created.title, 'Good <b>top</b>'); // kept as text; the pages render it as text
    assert.equal((await list(item.id)).total, 0);

    const pending = reviewRoutes.adminListReviews.response.parse((await as(admin, 'GET', '/api/admin/reviews?status=pending&pageSize=100')).json());
    assert.ok(pending.items.some((entry) => entry.id === created.id && entry.product.id === item.id));
    const customer = await as(buyer, 'GET', '/api/admin/reviews');
    assert.equal(customer.statusCode, 403);

    const published = await as(admin, 'POST', `/api/admin/reviews/${created.id}/moderate`, { action: 'publish' });
    assert.equal(published.statusCode, 200, published.body);
    const shown = await list(item.id);
    assert.deepEqual([shown.total, shown.items[0]?.verifiedBuyer, shown.summary.average], [1, true, 4]);
    assert.deepEqual(await ratingOf(item.id), { count: 1, sum: 4 });

    const replied = reviewRoutes.adminReplyReview.response.parse((await as(admin, 'PUT', `/api/admin/reviews/${created.id}/reply`, { reply: 'Thank you!' })).json());
    assert.equal(replied.reply, 'Thank you!');
    assert.equal((await list(item.id)).items[0]?.reply, 'Thank you!');

    const noReason = await as(admin, 'POST', `/api/admin/reviews/${created.id}/moderate`, { action: 'hide', reason: '' }, 'fr');
    assert.equal(noReason.statusCode, 400);
    const hidden = reviewRoutes.adminModerateReview.response.parse((await as(admin, 'POST', `/api/admin/reviews/${created.id}/moderate`, { action: 'hide', reason: 'Names a person' })).json());
    assert.deepEqual([hidden.status, hidden.hiddenReason], ['hidden', 'Names a person']);
    assert.equal((await list(item.id)).total, 0);
    assert.deepEqual(await ratingOf(item.id), { count: 0, sum: 0 });
    const mine = reviewRoutes.reviewEligibility.response.parse((await as(buyer, 'GET', `/api/products/${item.id}/review`)).json());
    console.log(`moderation: pending -> published (rating 1 review, 4.0) -> replied -> hidden ('${mine.review?.hiddenReason}', rating 0 reviews); a customer on the queue: ${customer.statusCode}`);
    assert.equal(mine.review?.hiddenReason, 'Names a person');
  });

  it('average and distribution of the published reviews; newest or most helpful first, with paging', async () => {
    await settings({ autoPublish: true, requestDelayDays: 7, requestEmails: true });
    const item = await product();
    const buyers = await Promise.all([5, 4, 4, 2].map(() => api.user('customer')));
    const ids: string[] = [];
    for (const [index, stars] of [5, 4, 4, 2].entries()) {
      await orderOf(buyers[index]!, item.id);
      const created = await review(buyers[index]!, item.id, { stars, title: `Review ${index}` });
      assert.equal(created.statusCode, 200, created.body);
      ids.push(created.json().id);
    }
    const first = await list(item.id, '?pageSize=3');
    assert.deepEqual(first.summary, { average: 3.8, count: 4, distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 1 } });
    assert.deepEqual([first.items.length, first.total], [3, 4]);
    assert.deepEqual(first.items.map((entry) => entry.title), ['Review 3', 'Review 2', 'Review 1']);
    const second = await list(item.id, '?pageSize=3&page=2');
    assert.deepEqual(second.items.map((entry) => entry.title), ['Review 0']);
    // the oldest gets two helpful votes: first when sorted by helpfulness
    for (const voter of [buyers[1]!, buyers[2]!]) assert.equal((await as(voter, 'POST', `/api/reviews/${ids[0]}/helpful`)).statusCode, 200);
    const helpful = await list(item.id, '?sort=helpful');
    assert.equal(helpful.items[0]?.title, 'Review 0');
    assert.deepEqual(await ratingOf(item.id), { count: 4, sum: 15 });
    console.log(`figures: 4 reviews of 5, 4, 4, 2 stars -> average ${first.summary.average}, distribution ${JSON.stringify(first.summary.distribution)}; page 1 ${first.items.length}, page 2 ${second.items.length}; most helpful first: ${helpful.items[0]?.title}`);
  });

  it('listings: the stars on each product, /shop sorted and filtered by rating, the cached catalogue following a moderation at once', async () => {
    await settings({ autoPublish: false, requestDelayDays: 7, requestEmails: true });
    const category = await insertCategory(api.services.db);
    const [good, fair, unrated] = await Promise.all([1, 2, 3].map(() => insertProduct(api.services.db, { categoryId: category.id, stock: 5 })));
    const buyer = await api.user('customer');
    const reviewed: string[] = [];
    for (const [item, stars] of [[good!, 5], [fair!, 3]] as const) {
      await orderOf(buyer, item.id);
      reviewed.push((await review(buyer, item.id, { stars })).json().id);
    }
    const listing = async (query: string) => {
      const response = await as(null, 'GET', `/api/catalogue/products?category=${category.slug}${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return (response.json() as { items: { id: string; rating?: { average: number; count: number } }[] }).items;
    };
    // read once while pending: the answer is cached (api/src/catalogue/cache.ts)
    assert.deepEqual((await listing('&sort=rating')).map((item) => item.rating), [undefined, undefined, undefined]);
    for (const id of reviewed) assert.equal((await as(admin, 'POST', `/api/admin/reviews/${id}/moderate`, { action: 'publish' })).statusCode, 200);
    const sorted = await listing('&sort=rating');
    assert.deepEqual(
      sorted.map((item) => [item.id, item.rating ?? null]),
      [
        [good!.id, { average: 5, count: 1 }],
        [fair!.id, { average: 3, count: 1 }],
        [unrated!.id, null],
      ],
    );
    const fourAndUp = await listing('&minRating=4');
    assert.deepEqual(fourAndUp.map((item) => item.id), [good!.id]);
    const refused = await as(null, 'GET', '/api/catalogue/products?minRating=9', undefined, 'fr');
    assert.equal(refused.statusCode, 400);
    console.log(`listings: sorted by rating ${sorted.map((item) => item.rating?.average ?? 'unrated').join(', ')}; 4 stars and up: ${fourAndUp.length} of 3; minRating=9 -> ${refused.statusCode}`);
  });

  it('a helpful vote counts once per voter, even sent at once; the reviewer cannot vote for their own; a report reaches the queue', async () => {
    await settings({ autoPublish: true, requestDelayDays: 7, requestEmails: true });
    const item = await product();
    const buyer = await api.user('customer');
    const voter = await api.user('customer');
    await orderOf(buyer, item.id);
    const id = (await review(buyer, item.id)).json().id as string;
    const votes = await Promise.all(Array.from({ length: 4 }, () => as(voter, 'POST', `/api/reviews/${id}/helpful`)));
    assert.deepEqual(
      votes.map((response) => response.statusCode),
      [200, 200, 200, 200],
    );
    const counted = votes.filter((response) => response.json().counted).length;
    const [row] = await api.services.db.select({ helpful: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, id));
    const own = await as(buyer, 'POST', `/api/reviews/${id}/helpful`, undefined, 'es');
    console.log(`helpful votes: 4 at once by one voter -> ${counted} counted, helpful count ${row!.helpful}; own review -> ${own.statusCode}`);
    assert.deepEqual([counted, row!.helpful], [1, 1]);
    assert.equal(own.statusCode, 403);
    assert.equal(own.json().error.fields.review[0], 'No puedes votar tu propia opinión.');

    assert.equal((await as(voter, 'POST', `/api/reviews/${id}/report`, { reason: 'Spam' })).statusCode, 200);
    assert.equal((await as(voter, 'POST', `/api/reviews/${id}/report`, { reason: 'Spam again' })).statusCode, 200);
    const queue = reviewRoutes.adminListReviews.response.parse((await as(admin, 'GET', '/api/admin/reviews?reported=true&pageSize=100')).json());
    const entry = queue.items.find((candidate) => candidate.id === id);
    assert.deepEqual(entry?.reports.map((report) => report.reason), ['Spam']);
    await as(admin, 'POST', `/api/admin/reviews/${id}/moderate`, { action: 'dismiss_reports' });
    const after = reviewRoutes.adminListReviews.response.parse((await as(admin, 'GET', '/api/admin/reviews?reported=true&pageSize=100')).json());
    assert.equal(after.items.some((candidate) => candidate.id === id), false);
    const control = await as(voter, 'POST', `/api/reviews/${id}/report`, { reason: 'a\u0000b' });
    assert.equal(control.statusCode, 400);
  });

  it('photos: a buyer uploads to their own folder and reviews with the link; another’s folder or link is refused', async () => {
    await settings({ autoPublish: true, requestDelayDays: 7, requestEmails: true });
    const item = await product();
    const buyer = await api.user('customer');
    const other = await api.user('customer');
    await orderOf(buyer, item.id);
    const own = await uploadPhoto(buyer, `reviews/${buyer.uid}/photo1.png`);
    const foreign = await uploadPhoto(buyer, `reviews/${other.uid}/photo1.png`);
    const nonBuyer = await uploadPhoto(other, `reviews/${other.uid}/photo1.png`);
    assert.deepEqual([own.status, foreign.status, nonBuyer.status], [200, 403, 403]);
    const wrong = await review(buyer, item.id, { photos: [downloadUrl(`returns/x/photo.png`, 'abc')] });
    assert.equal(wrong.statusCode, 400);
    const created = reviewRoutes.createReview.response.parse((await review(buyer, item.id, { photos: [own.url] })).json());
    assert.equal(created.photos[0]?.url, own.url);
    // drawn at the size shown: the variants the storage made (a 64 px photo: its own width)
    const widths = created.photos[0]?.variants?.map((variant) => variant.width);
    assert.deepEqual(widths, [64]);
    console.log(`photos: own folder ${own.status}, another's folder ${foreign.status}, no delivered order ${nonBuyer.status}, a foreign link in the review ${wrong.statusCode}; variants ${JSON.stringify(widths)} px`);
  });

  it('deleting an account takes its reviews away, and their stars leave the product’s rating', async () => {
    await settings({ autoPublish: true, requestDelayDays: 7, requestEmails: true });
    const item = await product();
    const leaving = await api.user('customer');
    const staying = await api.user('customer');
    for (const [user, stars] of [[leaving, 1], [staying, 5]] as const) {
      await orderOf(user, item.id);
      assert.equal((await review(user, item.id, { stars })).statusCode, 200);
    }
    assert.deepEqual(await ratingOf(item.id), { count: 2, sum: 6 });
    await erasePersonalData(api.services.db, leaving.uid, leaving.email);
    const shown = await list(item.id);
    console.log(`erasure: 2 reviews (1 and 5 stars) -> ${shown.total} left, average ${shown.summary.average}`);
    assert.deepEqual([shown.total, shown.summary.average], [1, 5]);
    assert.deepEqual(await ratingOf(item.id), { count: 1, sum: 5 });
  });

  it('the review request e-mail: queued when the order is delivered, due the merchant’s days later, in the order’s language; the unsubscribe link cancels it', async () => {
    await settings({ autoPublish: false, requestDelayDays: 5, requestEmails: true });
    const item = await product();
    const buyer = await api.user('customer');
    const order = await orderOf(buyer, item.id, 'shipped', 'es');
    const before = Date.now();
    const moved = await as(admin, 'POST', `/api/admin/orders/${order.id}/status`, { axis: 'fulfilment', to: 'delivered' });
    assert.equal(moved.statusCode, 200, moved.body);
    const [mail] = await api.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, 'review_request')));
    assert.ok(mail);
    const dueInDays = (Date.parse(mail.nextAttemptAt) - before) / DAY;
    assert.ok(dueInDays > 4.99 && dueInDays < 5.01, `due in ${dueInDays} days`);
    assert.match(mail.subject, /^¿Qué te parece tu pedido /);
    assert.match(mail.text, /reviews-unsubscribe=/);

    const forged = await as(null, 'POST', '/api/reviews/unsubscribe', { order: order.id, token: '0'.repeat(64) });
    assert.equal(forged.statusCode, 403);
    const unsubscribed = await as(null, 'POST', '/api/reviews/unsubscribe', { order: order.id, token: unsubscribeToken(order) });
    assert.equal(unsubscribed.statusCode, 200, unsubscribed.body);
    const [after] = await api.services.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, mail.id));
    const preference = reviewRoutes.getReviewRequestPreference.response.parse((await as(buyer, 'GET', '/api/account/review-requests')).json());
    console.log(`review request: due in ${dueInDays.toFixed(2)} days, subject '${mail.subject}'; forged unsubscribe ${forged.statusCode}; after unsubscribing the mail is ${after!.status}, preference enabled=${preference.enabled}`);
    assert.equal(after!.status, 'cancelled');
    assert.equal(preference.enabled, false);

    // turned off: the next delivery queues none; turned on again from My account, it does
    const second = await orderOf(buyer, item.id, 'shipped');
    await as(admin, 'POST', `/api/admin/orders/${second.id}/status`, { axis: 'fulfilment', to: 'delivered' });
    assert.equal((await api.services.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, second.id))).filter((row) => row.kind === 'review_request').length, 0);
    assert.deepEqual((await as(buyer, 'PUT', '/api/account/review-requests', { enabled: true })).json(), { enabled: true });
  });
});
