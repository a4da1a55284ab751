import './ReturnsPage.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { RETURN_RULES, returnRoutes, type AdminReturn } from 'shared-contracts/api/returns';
import { RETURN_STATUSES, type ReturnInspection, type ReturnInstruction, type ReturnRefundMethod, type ReturnStatus } from 'shared-contracts/domain/returns';
import { formatMoney, rupeesToPaise } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { toFormRules } from 'shared-contracts/validation/antd';
import { PageHeading } from '../ui/PageHeading';

type Step = 'approve' | 'reject' | 'receive' | 'refund';

/** The steps each status allows (the API refuses any other with 409). */
const STEPS: Record<ReturnStatus, Step[]> = { requested: ['approve', 'reject'], approved: ['receive'], rejected: [], received: ['refund'], refunded: [], closed: [] };

/**
 * Admin › Returns (issue 33 item 2): the customers' requests, newest first, filtered by status;
 * each is approved (pickup or drop-off, a tracking number), rejected (a reason the customer reads),
 * received (each line back into stock or written off) and refunded (the payment provider, or for
 * cash on delivery a bank transfer made or store credit), each step in one dialog.
 */
export default function ReturnsPage() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [status, setStatus] = useState<ReturnStatus | undefined>();
  const [page, setPage] = useState(1);
  const list = useApiQuery(returnRoutes.adminListReturns, { query: { page, pageSize: 20, ...(status ? { status } : {}) } });
  const [open, setOpen] = useState<{ step: Step; request: AdminReturn } | null>(null);
  const money = (paise: number) => formatMoney(paise, locale);

  return (
    <div data-testid="admin-returns">
      <PageHeading title={t('returns.title')} />
      <label>
        {t('returns.filter')}{' '}
        <Select
          aria-label={t('returns.filter')}
          style={{ minWidth: '12rem' }}
          value={status ?? ''}
          onChange={(value) => {
            setStatus((value || undefined) as ReturnStatus | undefined);
            setPage(1);
          }}
          options={[{ value: '', label: t('returns.all') }, ...RETURN_STATUSES.map((value) => ({ value, label: t(`returns.status.${value}`) }))]}
        />
      </label>
      <Table<AdminReturn>
        rowKey="id"
        style={{ marginTop: '1rem' }}
        loading={!list.data && !list.error}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('returns.empty') }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        expandable={{ expandedRowRender: (request) => <ReturnDetails request={request} />, rowExpandable: () => true }}
        columns={[
          { title: t('returns.col.date'), dataIndex: 'createdAt', render: (value: string) => formatDate(value, locale, 'dateTime') },
          { title: t('returns.col.order'), dataIndex: 'orderNumber' },
          { title: t('returns.col.customer'), render: (_, request) => request.customer.email ?? request.customer.name },
          {
            title: t('returns.col.items'),
            render: (_, request) => request.lines.map((line) => `${line.quantity} × ${line.title}${line.variant ? ` (${line.variant})` : ''}`).join(', '),
          },
          { title: t('returns.col.reason'), render: (_, request) => `${t(`returns.kind.${request.kind}`)}: ${request.reason}` },
          { title: t('returns.col.status'), render: (_, request) => <span data-testid="return-status">{t(`returns.status.${request.status}`)}</span> },
          { title: t('returns.col.value'), align: 'right', render: (_, request) => money(request.value) },
          {
            title: t('returns.col.actions'),
            render: (_, request) => (
              <span style={{ display: 'flex', gap: '0.5rem' }}>
                {STEPS[request.status].map((step) => (
                  <Button key={step} size="small" type={step === 'reject' ? 'default' : 'primary'} onClick={() => setOpen({ step, request })}>
                    {t(`returns.${step}`)}
                  </Button>
                ))}
              </span>
            ),
          },
        ]}
      />
      {open && (
        <StepDialog
          step={open.step}
          request={open.request}
          onClose={(changed) => {
            setOpen(null);
            if (changed) list.reload();
          }}
        />
      )}
    </div>
  );
}

function ReturnDetails({ request }: { request: AdminReturn }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  return (
    <div>
      {request.text && <p>{t('returns.text', { text: request.text })}</p>}
      {request.photos.length > 0 && (
        <p>
          {t('returns.photos')}:{' '}
          {request.photos.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt="" width={80} height={80} style={{ objectFit: 'cover', marginRight: '0.5rem' }} />
            </a>
          ))}
        </p>
      )}
      {request.bankDetails && <p>{t('returns.bank', request.bankDetails)}</p>}
      {request.amountRefunded > 0 && <p>{t('returns.refunded', { amount: formatMoney(request.amountRefunded, locale) })}</p>}
    </div>
  );
}

type StepValues = {
  instruction?: ReturnInstruction;
  trackingNumber?: string;
  reason?: string;
  inspection?: Record<string, ReturnInspection>;
  method?: ReturnRefundMethod;
  amount?: number | null;
};

/** One step's dialog: its fields, then the call; the API's per-field refusals land on the fields. */
function StepDialog({ step, request, onClose }: { step: Step; request: AdminReturn; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [form] = Form.useForm<StepValues>();
  const options = { form };
  const approve = useApiMutation(returnRoutes.adminApproveReturn, options);
  const reject = useApiMutation(returnRoutes.adminRejectReturn, options);
  const receive = useApiMutation(returnRoutes.adminReceiveReturn, options);
  const refund = useApiMutation(returnRoutes.adminRefundReturn, options);
  const busy = approve.busy || reject.busy || receive.busy || refund.busy;
  const cod = request.paymentMethod === 'cod';
  const params = { id: request.id };

  async function submit(values: StepValues) {
    const done =
      step === 'approve'
        ? await approve.mutate({ params, body: { instruction: values.instruction!, trackingNumber: values.trackingNumber ?? '' } })
        : step === 'reject'
          ? await reject.mutate({ params, body: { reason: values.reason ?? '' } })
          : step === 'receive'
            ? await receive.mutate({ params, body: { lines: request.lines.map((line) => ({ lineIndex: line.lineIndex, inspection: values.inspection?.[line.lineIndex] ?? 'restock' })) } })
            : await refund.mutate({ params, body: { method: values.method!, ...(values.amount ? { amount: rupeesToPaise(values.amount) } : {}) } });
    if (!done.ok) return;
    notify(t('returns.done'), 'success');
    onClose(true);
  }

  return (
    <Modal
      open
      title={t(`returns.${step}Title`, { number: request.orderNumber })}
      okText={t(`returns.${step}`)}
      okButtonProps={{ loading: busy, danger: step === 'reject' }}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          instruction: 'pickup',
          method: cod ? 'bank_transfer' : 'provider',
          inspection: Object.fromEntries(request.lines.map((line) => [String(line.lineIndex), 'restock'])),
        }}
      >
        {step === 'approve' && (
          <>
            <Form.Item name="instruction" label={t('returns.instruction')}>
              <Radio.Group>
                <Radio value="pickup">{t('returns.instruction.pickup')}</Radio>
                <Radio value="drop_off">{t('returns.instruction.drop_off')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="trackingNumber" label={t('returns.trackingNumber')} rules={toFormRules(...RETURN_RULES.trackingNumber)}>
              <Input />
            </Form.Item>
          </>
        )}
        {step === 'reject' && (
          <Form.Item name="reason" label={t('returns.rejectReason')} rules={toFormRules(...RETURN_RULES.rejectionReason)}>
            <Input.TextArea rows={3} />
          </Form.Item>
        )}
        {step === 'receive' &&
          request.lines.map((line) => (
            <Form.Item key={line.lineIndex} name={['inspection', String(line.lineIndex)]} label={`${line.quantity} × ${line.title}${line.variant ? ` (${line.variant})` : ''}`}>
              <Radio.Group>
                <Radio value="restock">{t('returns.inspection.restock')}</Radio>
                <Radio value="damaged">{t('returns.inspection.damaged')}</Radio>
              </Radio.Group>
            </Form.Item>
          ))}
        {step === 'refund' && (
          <>
            <Form.Item name="method" label={t('returns.method')}>
              <Radio.Group>
                {(cod ? (['bank_transfer', 'store_credit'] as const) : (['provider'] as const)).map((method) => (
                  <Radio key={method} value={method}>
                    {t(`returns.method.${method}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item name="amount" label={t('returns.amount', { amount: formatMoney(request.value - request.amountRefunded, locale) })}>
              <InputNumber min={0.01} max={(request.value - request.amountRefunded) / 100} precision={2} style={{ width: '12rem' }} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
