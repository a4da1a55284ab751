import { render, screen } from '@testing-library/react';
import { AdminTable } from './AdminTable';

const list = { items: [{ uid: 'u1', name: 'Asha' }], total: 1, loading: false, setPage: () => undefined, filters: { page: 1, pageSize: 20 } };

describe('AdminTable', () => {
  it('makes its sideways-scrolling box a focusable region named after the table, so a keyboard can scroll it', () => {
    render(<AdminTable list={list} label="Users" rowKey="uid" scrollX={900} emptyText="No users match." columns={[{ title: 'Name', dataIndex: 'name' }]} />);
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('ant-table-content');
    expect(region).toContainElement(screen.getByText('Asha'));
  });

  it('does the same for the empty table’s box', () => {
    render(<AdminTable list={{ ...list, items: [], total: 0 }} label="Users" rowKey="uid" scrollX={900} emptyText="No users match." columns={[{ title: 'Name', dataIndex: 'name' }]} />);
    for (const box of document.querySelectorAll('.ant-table-content, .ant-table-expanded-row-fixed')) {
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box).toHaveAttribute('aria-label', 'Users');
    }
    expect(screen.getByText('No users match.')).toBeInTheDocument();
  });
});
