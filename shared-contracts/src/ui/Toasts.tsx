/**
 * The shop's one toast container, as spec §9 has it: bottom centre, auto-close 2000 ms, dark, no
 * progress bar (HTML: platform/toast). ui/ShopProviders loads it on the first toast; toasts are
 * shown with platform/toast's `notify`, which sanitizes their HTML.
 *
 * A toast never covers the buttons it answers (issue 14: "Mark shipped" in the admin's order, a
 * dialog's footer, the cart's checkout button on a phone). While one shows, the page makes room for
 * it instead of the toast moving (at the top it covered the phone's header): the height the toasts
 * take from the bottom edge is published as TOAST_ROOM_VARIABLE on the document, and TOASTS_CSS
 * gives the page that much room at its end (so the last buttons scroll clear of it), shortens
 * drawers and dialogs by it (their footers and last buttons sit above it), and scrolls a focused
 * control the toast would cover (the button just pressed) clear of it. Anything fixed to the
 * bottom of the screen keeps `bottom: var(--shop-toast-room, 0px)`. Without a toast the variable is
 * unset and every rule falls back to 0.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { ToastContainer, type ToastContainerProps } from 'react-toastify';

export const TOAST_OPTIONS = {
  autoClose: 2000,
  position: 'bottom-center',
  theme: 'dark',
  hideProgressBar: true,
} as const satisfies ToastContainerProps;

/** The CSS variable holding the room the showing toasts take at the bottom of the screen. */
export const TOAST_ROOM_VARIABLE = '--shop-toast-room';

const ROOM = `var(${TOAST_ROOM_VARIABLE}, 0px)`;

/**
 * The room, generic for every layout: the document's end (body) and its scrolling (scroll-padding,
 * so a control scrolled into view stops above the toast); antd's side and bottom drawers and its
 * dialogs end above the toast (`html` outranks antd's own placement rules, whatever the order of
 * the stylesheets; their `transition: all` slides them).
 */
export const TOASTS_CSS = `
html { scroll-padding-bottom: ${ROOM}; }
body { padding-bottom: ${ROOM}; }
html .ant-drawer-left > .ant-drawer-content-wrapper,
html .ant-drawer-right > .ant-drawer-content-wrapper,
html .ant-drawer-bottom > .ant-drawer-content-wrapper,
html .ant-modal-wrap { bottom: ${ROOM}; }
`;

/** How far from the bottom edge the toasts reach (0 when none shows). */
function measureRoom(root: Element): number {
  const stack = root.querySelector('.Toastify__toast-container');
  if (!stack || stack.childElementCount === 0) return 0;
  const top = stack.getBoundingClientRect().top;
  return Math.max(0, Math.ceil(document.documentElement.clientHeight - top));
}

/** Scrolls the focused control clear of the toasts when they would cover it. */
function uncoverFocused(root: Element): void {
  const focused = document.activeElement;
  const stack = root.querySelector('.Toastify__toast-container');
  if (!stack || !(focused instanceof HTMLElement) || focused === document.body || root.contains(focused)) return;
  const toasts = stack.getBoundingClientRect();
  const control = focused.getBoundingClientRect();
  const covered = control.bottom > toasts.top && control.top < toasts.bottom && control.right > toasts.left && control.left < toasts.right;
  if (covered) focused.scrollIntoView({ block: 'nearest' });
}

/** Keeps TOAST_ROOM_VARIABLE equal to the room the toasts inside `root` take, unset without them. */
function useToastRoom(rootRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const style = document.documentElement.style;
    let room = 0;
    const update = () => {
      const next = measureRoom(root);
      if (next === room) return;
      room = next;
      if (room > 0) style.setProperty(TOAST_ROOM_VARIABLE, `${room}px`);
      else style.removeProperty(TOAST_ROOM_VARIABLE);
      // after the page has taken the new room into its layout
      if (room > 0) requestAnimationFrame(() => uncoverFocused(root));
    };
    // Toasts come and go (the stack's children) and change height (a second line, the enter bounce).
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    const changes = new MutationObserver(() => {
      sizes?.disconnect();
      const stack = root.querySelector('.Toastify__toast-container');
      if (stack) sizes?.observe(stack);
      update();
    });
    changes.observe(root, { childList: true, subtree: true });
    const focusing = () => room > 0 && uncoverFocused(root);
    document.addEventListener('focusin', focusing);
    window.addEventListener('resize', update);
    update();
    return () => {
      changes.disconnect();
      sizes?.disconnect();
      document.removeEventListener('focusin', focusing);
      window.removeEventListener('resize', update);
      style.removeProperty(TOAST_ROOM_VARIABLE);
    };
  }, [rootRef]);
}

export default function Toasts() {
  const rootRef = useRef<HTMLDivElement>(null);
  useToastRoom(rootRef);
  return (
    <>
      <style href="shop-toasts" precedence="default">
        {TOASTS_CSS}
      </style>
      <div ref={rootRef}>
        <ToastContainer {...TOAST_OPTIONS} />
      </div>
    </>
  );
}
