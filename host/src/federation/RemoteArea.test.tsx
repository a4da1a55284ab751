import { render } from '@testing-library/react';
import { FRAGMENT_BOXES } from 'shared-contracts/remotes/contracts';
import { RemoteArea } from './RemoteArea';

// A remote that has not answered yet: the area shows what it shows while loading.
jest.mock('./loadRemoteModule', () => ({ loadRemoteModule: () => new Promise(() => undefined) }));

describe('a remote area while its module loads', () => {
  it('keeps the mini-cart’s place in the header, so the header does not grow when it arrives', () => {
    render(<RemoteArea remote="checkout" module="./MiniCart" variant="fragment" />);
    const place = document.querySelector('[aria-busy="true"]') as HTMLElement;
    expect(FRAGMENT_BOXES.checkout?.['./MiniCart']).toEqual({ width: 44, height: 44 });
    expect([place.style.display, place.style.width, place.style.height]).toEqual(['inline-block', '44px', '44px']);
  });

  it('keeps the add-to-cart button’s height on the product page', () => {
    render(<RemoteArea remote="checkout" module="./AddToCart" variant="fragment" />);
    expect((document.querySelector('[aria-busy="true"]') as HTMLElement).style.minHeight).toBe('44px');
  });
});
