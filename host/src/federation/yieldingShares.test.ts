import { nextTask, yieldingSharesPlugin } from './yieldingShares';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

describe('yieldingSharesPlugin', () => {
  it('lets work queued before a negotiation run before it goes on, and passes its arguments through', async () => {
    const order: string[] = [];
    const beforeLoadShare = yieldingSharesPlugin().beforeLoadShare as unknown as BeforeLoadShare;
    setTimeout(() => order.push('queued task'), 0);
    const negotiated = beforeLoadShare({ pkgName: 'react' }).then((args) => {
      order.push(`negotiation of ${args.pkgName}`);
      return args;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    await expect(negotiated).resolves.toEqual({ pkgName: 'react' });
    expect(order).toEqual(['queued task', 'negotiation of react']);
  });

  it('uses the browser scheduler where there is one', async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    Object.assign(globalThis, { scheduler });
    try {
      await nextTask();
      expect(scheduler.yield).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
