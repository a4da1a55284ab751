/**
 * Every transaction the API opens goes through here (openDatabase hands out a database whose
 * `transaction` is this one), so none can forget it: when the database gives one up because
 * another got in its way (a serialization failure, 40001, or a deadlock, 40P01), it runs again
 * from the start, at most 25 times (spec §9); after that the caller gets `maxretry` (503, the
 * catalogue's code, spec §8), never a 500. A transaction's work is rolled back before each retry,
 * so a retried one is applied once. Everything else it throws (a refusal, a unique violation)
 * goes to its caller at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isTransactionConflict } from '../admin/database-errors';
import { HttpError } from '../http/errors';

/** Spec §9: database transactions retry at most 25 times. */
export const MAX_TRANSACTION_RETRIES = 25;

/**
 * Runs `attempt` until it succeeds, fails otherwise, or has been retried `retries` times after
 * conflicts (then `maxretry`, with the last conflict as its cause for the log). Each retry waits a
 * few random milliseconds, up to 64 after a few rounds, so colliding transactions fall out of step.
 */
export async function withTransactionRetries<T>(attempt: () => Promise<T>, retries = MAX_TRANSACTION_RETRIES): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (retry >= retries) throw Object.assign(new HttpError('maxretry'), { cause: error });
      await sleep(Math.random() * 2 ** Math.min(retry, 6));
    }
  }
}

/** A database that opens transactions as Drizzle's do: `transaction(run, config)`. */
type Transactional = { transaction: (run: never, config?: never) => Promise<unknown> };

/** `db` with its `transaction` retried as above (nested transactions, savepoints, are the outer one's). */
export function retryingTransactions<T extends Transactional>(db: T): T {
  const open = db.transaction.bind(db);
  db.transaction = ((run: never, config?: never) => withTransactionRetries(() => open(run, config))) as T['transaction'];
  return db;
}
