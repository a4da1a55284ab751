import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notify } from 'shared-contracts/platform/toast';
import { ShopProviders } from './ShopProviders';
import { TOAST_ROOM_VARIABLE } from './Toasts';

/**
 * jsdom lays nothing out: the screen is 800 px tall, the toast stack 56 px tall at 16 px from its
 * bottom edge (as react-toastify's stylesheet places it), a "Mark shipped" button at 740-780 px.
 */
const SCREEN_HEIGHT = 800;
const box = (top: number, bottom: number, left: number, right: number) =>
  ({ top, bottom, left, right, x: left, y: top, width: right - left, height: bottom - top, toJSON: () => ({}) }) as DOMRect;
const room = () => document.documentElement.style.getPropertyValue(TOAST_ROOM_VARIABLE);

beforeEach(() => {
  jest.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(SCREEN_HEIGHT);
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.classList.contains('Toastify__toast-container')) return box(728, 784, 400, 720);
    if (this.textContent === 'Mark shipped') return box(740, 780, 500, 620);
    return box(0, 0, 0, 0);
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => toast.dismiss());
});

/** react-toastify removes a closed toast when its exit animation ends, which jsdom never plays. */
function finishExit() {
  document.querySelectorAll('.Toastify__toast').forEach((element) => fireEvent.animationEnd(element));
}

describe('Toasts', () => {
  it('shows toasts as spec §9 has them: bottom centre, dark, no progress bar, closing after 2000 ms', async () => {
    render(<ShopProviders>page</ShopProviders>);
    act(() => notify('Order 1001 shipped', 'success'));
    const text = await screen.findByText('Order 1001 shipped');
    const toastElement = text.closest('.Toastify__toast')!;
    expect(toastElement.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--bottom-center');
    expect(toastElement).toHaveClass('Toastify__toast-theme--dark');
    const progress = document.querySelector<HTMLElement>('.Toastify__progress-bar')!;
    expect(progress.style.animationDuration).toBe('2000ms');
    expect(progress.closest('[class*="progress-bar--wrp"]') ?? progress).toHaveStyle({ opacity: '0' });
  });

  it('makes room for a toast at the bottom of the page, drawers and dialogs while it shows, and gives it back after', async () => {
    render(<ShopProviders>page</ShopProviders>);
    expect(room()).toBe('');
    act(() => notify('Order 1001 shipped', 'success'));
    await screen.findByText('Order 1001 shipped');
    // from the stack's top edge to the screen's bottom edge
    await waitFor(() => expect(room()).toBe(`${SCREEN_HEIGHT - 728}px`));
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    expect(css).toMatch(/body \{ padding-bottom: var\(--shop-toast-room, 0px\); \}/);
    expect(css).toMatch(/html \{ scroll-padding-bottom: var\(--shop-toast-room, 0px\); \}/);
    expect(css).toMatch(/html \.ant-drawer-right > \.ant-drawer-content-wrapper,[\s\S]*html \.ant-modal-wrap \{ bottom: var\(--shop-toast-room, 0px\); \}/);

    await act(async () => toast.dismiss());
    act(finishExit);
    await waitFor(() => expect(document.querySelector('.Toastify__toast')).toBeNull());
    expect(room()).toBe('');
  });

  it('scrolls the button just pressed clear of the toast that answers it', async () => {
    const scrolled = jest.fn();
    render(
      <ShopProviders>
        <button type="button" onClick={() => notify('Order 1001 shipped', 'success')}>
          Mark shipped
        </button>
      </ShopProviders>,
    );
    const button = screen.getByRole('button', { name: 'Mark shipped' });
    button.scrollIntoView = scrolled;
    button.focus();
    act(() => button.click());
    await screen.findByText('Order 1001 shipped');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' }));
  });
});
