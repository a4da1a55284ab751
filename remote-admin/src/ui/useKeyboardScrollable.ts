/**
 * antd's tables scroll sideways in a box of their own on a narrow screen (`scroll.x`), and that box
 * takes no focus: a keyboard user could not scroll a table whose cells hold no control (axe's
 * scrollable-region-focusable, a serious violation on a phone). antd has no prop for that box, so
 * once the table has drawn it (and after every render, which may draw the empty table's box
 * instead) it is made a focusable region named after the table.
 */
import { useEffect, useRef } from 'react';

/** antd's sideways-scrolling boxes: the table's content, and the empty table's placeholder row. */
const SCROLL_BOXES = '.ant-table-content, .ant-table-expanded-row-fixed';

export function useKeyboardScrollable<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>(SCROLL_BOXES).forEach((box) => {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    });
  });
  return ref;
}
