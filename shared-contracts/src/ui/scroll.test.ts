/**
 * @jest-environment jsdom
 */
import { scrollPositionAt, scrollTo, scrollToFirstError } from './scroll';
import { SCROLL_ANIMATION_MS } from './theme';

describe('the scroll animation of spec §9', () => {
  it('lasts 300 ms, eased: starts where it is, ends where it goes, past halfway at half time', () => {
    expect(SCROLL_ANIMATION_MS).toBe(300);
    expect(scrollPositionAt(1000, 0, 0)).toBe(1000);
    expect(scrollPositionAt(1000, 0, 150)).toBeLessThan(500);
    expect(scrollPositionAt(1000, 0, 150)).toBeGreaterThan(0);
    expect(scrollPositionAt(1000, 0, 299)).toBeGreaterThan(0);
    expect(scrollPositionAt(1000, 0, 300)).toBe(0);
    expect(scrollPositionAt(0, 800, 1000)).toBe(800);
  });

  describe('scrolling the window', () => {
    let now = 0;
    let frames: FrameRequestCallback[] = [];
    const positions: number[] = [];
    const runFrame = (at: number) => {
      now = at;
      const due = frames;
      frames = [];
      due.forEach((frame) => frame(at));
    };
    beforeEach(() => {
      now = 0;
      frames = [];
      positions.length = 0;
      jest.spyOn(performance, 'now').mockImplementation(() => now);
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
      jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
      Object.defineProperty(window, 'scrollY', { configurable: true, get: () => positions.at(-1) ?? 1200 });
      window.scrollTo = jest.fn((options: ScrollToOptions) => positions.push(options.top!)) as unknown as typeof window.scrollTo;
    });
    afterEach(() => jest.restoreAllMocks());

    it('reaches the top at 300 ms, not before, then says so', () => {
      const done = jest.fn();
      scrollTo(window, 0, { done });
      runFrame(100);
      runFrame(200);
      expect(positions.at(-1)).toBeGreaterThan(0);
      expect(done).not.toHaveBeenCalled();
      runFrame(300);
      expect(positions.at(-1)).toBe(0);
      expect(done).toHaveBeenCalledTimes(1);
      expect(frames).toEqual([]);
    });

    it('is instant for users who prefer reduced motion', () => {
      window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
      scrollTo(window, 0);
      expect(positions).toEqual([0]);
      expect(frames).toEqual([]);
      delete (window as Partial<Window>).matchMedia;
    });

    it("moves to a form's first error in 300 ms, then focuses the field without scrolling again", () => {
      document.body.innerHTML = '<div class="ant-form-item-has-error"><input id="email" /></div>';
      const focus = jest.spyOn(HTMLElement.prototype, 'focus');
      scrollToFirstError([{ el: document.documentElement, top: 400 }]);
      runFrame(150);
      expect(focus).not.toHaveBeenCalled();
      runFrame(300);
      expect(positions.at(-1)).toBe(400);
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
      expect(document.activeElement?.id).toBe('email');
    });
  });
});
