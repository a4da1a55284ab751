/**
 * A deleted account's reviews (account/erasure.ts, in its transaction): its reviews go (with their
 * votes and reports; a published one's stars leave the product's rating), its votes and reports on
 * others' reviews go (the counts they made stay), and its opt-out with it. The photos' files stay in
 * the storage, reachable only with their tokens, which nothing lists any more.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { products, reviewReports, reviewRequestOptOuts, reviews, reviewVotes } from '../db/schema';

export async function eraseReviews(tx: Db, uid: string): Promise<number> {
  const published = await tx
    .select({ productId: reviews.productId, stars: reviews.stars })
    .from(reviews)
    .where(and(eq(reviews.userId, uid), eq(reviews.status, 'published')));
  for (const row of published) {
    await tx
      .update(products)
      .set({ ratingCount: sql`${products.ratingCount} - 1`, ratingSum: sql`${products.ratingSum} - ${row.stars}` })
      .where(eq(products.id, row.productId));
  }
  const erased = await tx.delete(reviews).where(eq(reviews.userId, uid)).returning({ id: reviews.id });
  await tx.delete(reviewVotes).where(eq(reviewVotes.voterId, uid));
  await tx.delete(reviewReports).where(eq(reviewReports.reporterId, uid));
  await tx.delete(reviewRequestOptOuts).where(eq(reviewRequestOptOuts.userId, uid));
  return erased.length;
}
