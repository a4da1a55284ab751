import './StaffSection.messages';
import { useTranslation } from 'react-i18next';
import Table from 'antd/es/table';
import type { AuditEntry } from 'shared-contracts/api/admin';
import { routes } from 'shared-contracts/api/routes';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';

/** The latest changes in the admin area (the audit log, permission staff): who, what, on what, newest first. */
export function ActivitySection() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const log = useApiQuery(routes.adminAuditLog, { query: { page: 1, pageSize: 50 } });
  return (
    <section aria-label={t('staff.tabs.activity')}>
      <p>{t('activity.intro')}</p>
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        pagination={false}
        loading={!log.data && !log.error}
        dataSource={log.data?.items ?? []}
        locale={{ emptyText: t('activity.empty') }}
        scroll={{ x: 700 }}
        columns={[
          { title: t('activity.col.at'), dataIndex: 'at', render: (at: string) => formatDate(at, locale, 'dateTime') },
          { title: t('activity.col.actor'), key: 'actor', render: (_, entry) => entry.actor.email ?? entry.actor.uid },
          { title: t('activity.col.action'), dataIndex: 'action', render: (action: string) => <code>{action}</code> },
          {
            title: t('activity.col.target'),
            key: 'target',
            render: (_, entry) => (
              <span>
                {entry.target.type} {entry.target.id}
                {entry.note ? ` · ${entry.note}` : ''}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
