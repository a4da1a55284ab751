import { EXPOSED_MODULES, exposesMismatch, REMOTE_NAMES } from 'shared-contracts/remotes/contracts';
import { checkExposes } from '../webpack.common';

describe("a remote's exposes against its contract", () => {
  it('finds the modules a build would add and the ones it would leave out', () => {
    expect(exposesMismatch('shop', Object.keys(EXPOSED_MODULES.shop))).toEqual({ extra: [], missing: [] });
    expect(exposesMismatch('checkout', ['./pages', './MiniCart', './Reviews'])).toEqual({ extra: ['./Reviews'], missing: ['./AddToCart'] });
  });

  it('stops the build with what differs and where to change it', () => {
    expect(() => checkExposes('checkout', Object.keys(EXPOSED_MODULES.checkout))).not.toThrow();
    expect(() => checkExposes('checkout', ['./pages'])).toThrow(/remote-checkout does not expose what shared-contracts\/src\/remotes\/contracts.ts says: missing: \.\/MiniCart, \.\/AddToCart/);
  });

  // Each remote's real webpack.config.ts runs the check when it is loaded: a mismatch throws here.
  it.each(REMOTE_NAMES.map((name) => `remote-${name}`))("%s's webpack.config.ts exposes its contract", async (dir) => {
    await expect(import(`../${dir}/webpack.config`)).resolves.toHaveProperty('default');
  });
});
