import Table from 'antd/es/table';
import type { ColumnsType, SorterResult, TableRowSelection } from 'antd/es/table/interface';
import type { AdminList, PageFilters } from './useAdminList';
import { useKeyboardScrollable } from '../ui/useKeyboardScrollable';
import { TableEmpty } from './TableEmpty';

/** What the table needs of a list (useAdminList), whatever else it filters by. */
type TableList<T> = Pick<AdminList<PageFilters, T>, 'items' | 'total' | 'loading' | 'setPage'> & { filters: PageFilters };

type Props<T> = {
  list: TableList<T>;
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  /** What the table says when no row matches. */
  emptyText: string;
  /** The table's name for assistive technology (its sideways-scrolling box is a named region). */
  label: string;
  /** Below this width (px) the table scrolls sideways. */
  scrollX: number;
  rowSelection?: TableRowSelection<T>;
  /** A sortable column was clicked (the page is then set from the table as well). */
  onSort?: (sorter: SorterResult<T>) => void;
};

/** An admin list's table: its rows, its pages (with a page-size changer) and its loading state. */
export function AdminTable<T extends object>({ list, rowKey, columns, emptyText, label, scrollX, rowSelection, onSort }: Props<T>) {
  const scrollable = useKeyboardScrollable<HTMLDivElement>(label);
  return (
    <div ref={scrollable}>
      <Table<T>
        rowKey={rowKey}
        loading={list.loading}
        dataSource={list.items}
        scroll={{ x: scrollX }}
        locale={{ emptyText: <TableEmpty text={emptyText} /> }}
        rowSelection={rowSelection}
        onChange={(pagination, _filters, sorter) => {
          onSort?.(Array.isArray(sorter) ? sorter[0]! : sorter);
          list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.filters.pageSize);
        }}
        pagination={{ current: list.filters.page, pageSize: list.filters.pageSize, total: list.total, showSizeChanger: true }}
        columns={columns}
      />
    </div>
  );
}
