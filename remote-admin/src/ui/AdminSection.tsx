import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';

export interface AdminSectionProps {
  /** Prefix of the section's texts in the `admin` namespace: `<section>.title`, `.intro`, `.empty`. */
  section: 'dashboard' | 'listing' | 'orders' | 'users';
}

/** An admin section before its data arrives: its one heading, what it is for, an honest empty state. */
export function AdminSection({ section }: AdminSectionProps) {
  const { t } = useTranslation('admin');
  return (
    <article style={{ maxWidth: '56rem' }}>
      <Typography.Title level={1}>{t(`${section}.title`)}</Typography.Title>
      <Typography.Paragraph>{t(`${section}.intro`)}</Typography.Paragraph>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${section}.empty`)} style={{ padding: '3rem 1rem' }} />
    </article>
  );
}
