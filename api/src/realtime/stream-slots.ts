/**
 * How many event streams one account and one client address (IPv6 per /64) hold open at once on
 * this instance (config.eventStreams). A stream takes a slot of each before it opens and gives
 * them back when it closes; one more than either cap is refused (429 rate_limited). Counted per
 * instance, in memory: a stream is a connection to one instance, and a count kept elsewhere would
 * outlive an instance that died with its streams. Behind a load balancer of n instances, a caller
 * may hold up to n times the caps (README, Security).
 */
import { HttpError } from '../http/errors';

export interface StreamSlots {
  /** Takes a slot for `account` and `address`; 429 when either is full. The function gives them back (once). */
  take(account: string, address: string): () => void;
  /** Streams open now for a key (tests). */
  open(key: `account:${string}` | `address:${string}`): number;
}

export function streamSlots(caps: { perAccount: number; perAddress: number }): StreamSlots {
  const counts = new Map<string, number>();
  const add = (key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    take(account, address) {
      const keys = [`account:${account}`, `address:${address}`];
      if ((counts.get(keys[0]!) ?? 0) >= caps.perAccount || (counts.get(keys[1]!) ?? 0) >= caps.perAddress) throw new HttpError('rate_limited');
      for (const key of keys) add(key, 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        for (const key of keys) add(key, -1);
      };
    },
    open: (key) => counts.get(key) ?? 0,
  };
}
