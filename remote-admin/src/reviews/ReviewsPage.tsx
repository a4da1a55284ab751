import './ReviewsPage.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { REVIEW_RULES, reviewRoutes, type AdminReview } from 'shared-contracts/api/reviews';
import type { ReviewStatus } from 'shared-contracts/domain/reviews';
import { formatDate } from 'shared-contracts/i18n/dates';
import { notify } from 'shared-contracts/platform/toast';
import { productPath } from 'shared-contracts/routes/paths';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { toFormRules } from 'shared-contracts/validation/antd';
import { PageHeading } from '../ui/PageHeading';
import { ReviewSettingsForm } from './ReviewSettingsForm';

type Show = 'pending' | 'reported' | 'published' | 'hidden' | 'all';
const SHOWS: Show[] = ['pending', 'reported', 'published', 'hidden', 'all'];
const queryOf = (show: Show): { status?: ReviewStatus; reported?: boolean } => (show === 'all' ? {} : show === 'reported' ? { reported: true } : { status: show });

/**
 * Admin › Reviews (issue 36a): the moderation queue. Reviews waiting for approval (when Settings ›
 * Reviews does not publish them at once) and those shoppers reported come first; each is published,
 * hidden with a reason its writer reads, kept with its reports dismissed, or answered in public.
 */
export default function ReviewsPage() {
  const { t } = useTranslation('admin');
  const { locale, to } = useLocale();
  const [show, setShow] = useState<Show>('pending');
  const [page, setPage] = useState(1);
  const list = useApiQuery(reviewRoutes.adminListReviews, { query: { page, pageSize: 20, ...queryOf(show) } });
  const [open, setOpen] = useState<{ step: 'hide' | 'reply'; review: AdminReview } | null>(null);
  const moderate = useApiMutation(reviewRoutes.adminModerateReview);

  async function act(review: AdminReview, action: 'publish' | 'dismiss_reports') {
    const done = await moderate.mutate({ params: { id: review.id }, body: { action } });
    if (!done.ok) return;
    notify(t('reviews.done'), 'success');
    list.reload();
  }

  return (
    <div data-testid="admin-reviews">
      <PageHeading title={t('reviews.title')} />
      <ReviewSettingsForm />
      <label>
        {t('reviews.filter')}{' '}
        <Select
          aria-label={t('reviews.filter')}
          style={{ minWidth: '14rem' }}
          value={show}
          onChange={(value) => {
            setShow(value);
            setPage(1);
          }}
          options={SHOWS.map((value) => ({ value, label: t(`reviews.filter.${value}`) }))}
        />
      </label>
      <Table<AdminReview>
        rowKey="id"
        style={{ marginTop: '1rem' }}
        loading={!list.data && !list.error}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('reviews.empty') }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('reviews.col.date'), dataIndex: 'createdAt', render: (value: string) => formatDate(value, locale, 'dateTime') },
          {
            title: t('reviews.col.product'),
            render: (_, review) => (
              <a href={to(productPath(review.product.slug))} target="_blank" rel="noreferrer">
                {review.product.title}
              </a>
            ),
          },
          { title: t('reviews.col.stars'), dataIndex: 'stars', render: (stars: number) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}` },
          {
            title: t('reviews.col.review'),
            render: (_, review) => (
              <div data-testid="admin-review">
                <strong>{review.title}</strong>
                {review.text && <p style={{ whiteSpace: 'pre-line', margin: '0.25rem 0' }}>{review.text}</p>}
                {review.photos.length > 0 && (
                  <p style={{ display: 'flex', gap: '0.5rem', margin: '0.25rem 0' }}>
                    {review.photos.map((photo) => (
                      <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
                        <img src={photo.variants?.[0]?.url ?? photo.url} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />
                      </a>
                    ))}
                  </p>
                )}
                <div style={{ fontSize: '0.85rem', opacity: 0.75 }}>{t('reviews.by', { name: review.authorName })}</div>
                {review.reply && <div style={{ fontSize: '0.85rem' }}>{t('reviews.shopReply', { reply: review.reply })}</div>}
                {review.reports.map((report, index) => (
                  <div key={index} style={{ fontSize: '0.85rem', color: '#b3261e' }}>
                    {t('reviews.reportReason', { reason: report.reason || '—' })}
                  </div>
                ))}
              </div>
            ),
          },
          {
            title: t('reviews.col.status'),
            render: (_, review) => (
              <span data-testid="review-status">
                {review.status === 'hidden' ? t('reviews.hiddenBecause', { reason: review.hiddenReason ?? '' }) : t(`reviews.status.${review.status}`)}
                {review.reports.length > 0 && ` · ${t('reviews.reports', { count: review.reports.length })}`}
              </span>
            ),
          },
          {
            title: t('reviews.col.actions'),
            render: (_, review) => (
              <span style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
                {review.status !== 'published' && (
                  <Button size="small" type="primary" loading={moderate.busy} onClick={() => void act(review, 'publish')}>
                    {t('reviews.publish')}
                  </Button>
                )}
                {review.status !== 'hidden' && (
                  <Button size="small" danger onClick={() => setOpen({ step: 'hide', review })}>
                    {t('reviews.hide')}
                  </Button>
                )}
                {review.reports.length > 0 && review.status === 'published' && (
                  <Button size="small" loading={moderate.busy} onClick={() => void act(review, 'dismiss_reports')}>
                    {t('reviews.dismiss')}
                  </Button>
                )}
                <Button size="small" onClick={() => setOpen({ step: 'reply', review })}>
                  {t('reviews.reply')}
                </Button>
              </span>
            ),
          },
        ]}
      />
      {open && (
        <StepDialog
          step={open.step}
          review={open.review}
          onClose={(changed) => {
            setOpen(null);
            if (changed) list.reload();
          }}
        />
      )}
    </div>
  );
}

/** Hiding (a reason the reviewer reads) or a public reply: the API's per-field refusals land on the field. */
function StepDialog({ step, review, onClose }: { step: 'hide' | 'reply'; review: AdminReview; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ reason?: string; reply?: string }>();
  const hide = useApiMutation(reviewRoutes.adminModerateReview, { form });
  const reply = useApiMutation(reviewRoutes.adminReplyReview, { form });
  const params = { id: review.id };

  async function submit(values: { reason?: string; reply?: string }) {
    const done = step === 'hide' ? await hide.mutate({ params, body: { action: 'hide', reason: values.reason ?? '' } }) : await reply.mutate({ params, body: { reply: values.reply ?? '' } });
    if (!done.ok) return;
    notify(t('reviews.done'), 'success');
    onClose(true);
  }

  return (
    <Modal
      open
      title={t(step === 'hide' ? 'reviews.hideTitle' : 'reviews.replyTitle')}
      okText={t(step === 'hide' ? 'reviews.hide' : 'reviews.reply')}
      okButtonProps={{ loading: hide.busy || reply.busy, danger: step === 'hide' }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} initialValues={{ reply: review.reply ?? '' }}>
        {step === 'hide' ? (
          <Form.Item name="reason" label={t('reviews.hideReason')} rules={toFormRules(...REVIEW_RULES.hiddenReason)}>
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : (
          <Form.Item name="reply" label={t('reviews.replyText')} rules={toFormRules(...REVIEW_RULES.reply)}>
            <Input.TextArea rows={4} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
