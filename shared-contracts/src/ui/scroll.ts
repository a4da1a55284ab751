/**
 * The shop's one way to scroll for the user: spec §9's scroll animation, 300 ms, eased. Used for
 * the top of a new page (host/src/App.tsx), a form's first error (every antd form: ShopProviders
 * sets it as their default) and /sample's "back to top". Users who prefer reduced motion get the
 * same scroll at once.
 */
import { SCROLL_ANIMATION_MS } from './theme';

/** Where a scroll from `from` to `to` is after `elapsed` of `duration` ms (ease-out cubic). */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration = SCROLL_ANIMATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const progress = Math.max(0, elapsed) / duration;
  return from + (to - from) * (1 - (1 - progress) ** 3);
}

type Scroller = Element | Window;

const position = (target: Scroller) => (target instanceof Window ? target.scrollY : target.scrollTop);
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls `target` (the window, or a scrolling box) to `top` in `duration` ms, then calls `done`.
 * A newer scroll of the same target takes over from an unfinished one.
 */
export function scrollTo(target: Scroller, top: number, { duration = SCROLL_ANIMATION_MS, done }: { duration?: number; done?: () => void } = {}) {
  const from = position(target);
  const set = (y: number) => target.scrollTo({ top: y, behavior: 'instant' });
  running.get(target)?.();
  if (from === top || duration <= 0 || prefersReducedMotion()) {
    set(top);
    done?.();
    return;
  }
  const began = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const elapsed = now - began;
    set(scrollPositionAt(from, top, elapsed, duration));
    if (elapsed < duration) frame = requestAnimationFrame(step);
    else {
      running.delete(target);
      done?.();
    }
  };
  frame = requestAnimationFrame(step);
  running.set(target, () => cancelAnimationFrame(frame));
}

const running = new Map<Scroller, () => void>();

/**
 * A form's first field in error brought into view in 300 ms (ShopProviders makes this every antd
 * form's `scrollToFirstError`: scroll-into-view-if-needed computes where each box must go, this
 * moves them), then focused. antd's own focus would jump there at once, so it is done here,
 * without scrolling again.
 */
export function scrollToFirstError(actions: readonly { el: Element; top: number }[]) {
  const focusFirstError = () =>
    document.querySelector<HTMLElement>('.ant-form-item-has-error :is(input, textarea, select, button, [tabindex]):not([disabled])')?.focus({ preventScroll: true });
  if (!actions.length) focusFirstError();
  actions.forEach(({ el, top }, index) => {
    const target = el === document.scrollingElement || el === document.documentElement ? window : el;
    scrollTo(target, top, { done: index === actions.length - 1 ? focusFirstError : undefined });
  });
}
