import type { ReactNode } from 'react';
import Input from 'antd/es/input';
import Space from 'antd/es/space';

type Props = {
  /** The filter bar's accessible name. */
  label?: string;
  /** The search field's label (and placeholder). */
  searchLabel: string;
  searchWidth: number;
  /** The trimmed search, or undefined for none. */
  onSearch: (q: string | undefined) => void;
  /** Space below the bar, in px. */
  spacing?: number;
  /** The list's other filters. */
  children?: ReactNode;
};

/** An admin list's filter bar: a search field, then the list's own filters. */
export function ListFilters({ label, searchLabel, searchWidth, onSearch, spacing = 16, children }: Props) {
  return (
    <Space wrap style={{ marginBottom: spacing }} role="search" aria-label={label}>
      <Input.Search allowClear aria-label={searchLabel} placeholder={searchLabel} onSearch={(q) => onSearch(q.trim() || undefined)} style={{ width: searchWidth }} />
      {children}
    </Space>
  );
}
