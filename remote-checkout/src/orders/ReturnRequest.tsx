import './ReturnRequest.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { isApiError } from 'shared-contracts/api/api-error';
import { RETURN_LINK_METADATA, RETURN_RULES, returnRoutes, type OrderReturns, type ReturnDto } from 'shared-contracts/api/returns';
import { downloadUrl } from 'shared-contracts/api/storage';
import { MAX_RETURN_PHOTOS, type ReturnKind } from 'shared-contracts/domain/returns';
import { formatMoney } from 'shared-contracts/domain/money';
import type { Order } from 'shared-contracts/domain/order';
import { formatDate } from 'shared-contracts/i18n/dates';
import { notify } from 'shared-contracts/platform/toast';
import { uploadObject } from 'shared-contracts/platform/storage';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useParams } from 'shared-contracts/ui/router';
import { toFormRules } from 'shared-contracts/validation/antd';

/**
 * A delivered order's returns in My orders (issue 33 item 1): the requests made and how far each
 * has gone, and the form to ask for another (lines and quantities, refund or another variant, a
 * reason from the merchant's list, text, up to 3 photos through the shop's storage, bank details for
 * a cash-on-delivery refund). When nothing may be asked for (outside the window, a category never
 * taken back), the page says why in the API's words; the API judges the request again.
 */
export default function ReturnRequest({ order }: { order: Pick<Order, 'id' | 'lines' | 'fulfilmentStatus'> }) {
  const state = useApiQuery(returnRoutes.myOrderReturns, { params: { id: order.id } });
  if (!state.data) return null;
  return <ReturnSection order={order} data={state.data} reload={state.reload} />;
}

/**
 * The guest order's e-mail link (issue 33 item 1): the same returns section, with the link's token
 * instead of a session (the browser may have none); the form is open at once, since asking is
 * what the link is for. A wrong token shows the API's words.
 */
export function ReturnLinkRequest({ token }: { token: string }) {
  const { t } = useTranslation('checkout');
  const { id = '' } = useParams();
  const state = useApiQuery(returnRoutes.linkOrderReturns, { params: { id }, query: { token } });
  const error = state.error;
  return (
    <article style={{ maxWidth: '40rem' }} data-testid="return-link">
      <h1>{state.data ? t('returns.linkTitle', { number: state.data.order.number }) : t('returns.title')}</h1>
      {error ? (
        <p role="alert" data-testid="return-link-refusal">
          {(isApiError(error) && Object.values(error.fields ?? {}).flat()[0]) || apiErrorMessage(error)}
        </p>
      ) : (
        state.data && <ReturnSection order={state.data.order} data={state.data} reload={state.reload} linkToken={token} />
      )}
    </article>
  );
}

function ReturnSection({ order, data, reload, linkToken }: { order: Pick<Order, 'id' | 'lines'>; data: OrderReturns; reload: () => void; linkToken?: string }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const [asking, setAsking] = useState(linkToken !== undefined && data.returns.length === 0);
  return (
    <section aria-labelledby="order-returns" data-testid="order-returns">
      <h3 id="order-returns">{t('returns.title')}</h3>
      {data.returns.map((request) => (
        <ReturnProgress key={request.id} request={request} />
      ))}
      {data.open ? (
        asking ? (
          <ReturnForm
            order={order}
            data={data}
            linkToken={linkToken}
            onDone={() => {
              setAsking(false);
              reload();
            }}
            onCancel={() => setAsking(false)}
          />
        ) : (
          <>
            {data.deadline && <p>{t('returns.deadline', { date: formatDate(data.deadline, locale) })}</p>}
            <Button onClick={() => setAsking(true)}>{t('returns.open')}</Button>
          </>
        )
      ) : (
        data.message && data.refusal !== 'not_delivered' && <p role="note" data-testid="returns-refusal">{data.message}</p>
      )}
    </section>
  );
}

function ReturnProgress({ request }: { request: ReturnDto }) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  return (
    <div data-testid="return-request" style={{ marginBottom: '1rem' }}>
      <p>
        <strong>{t('returns.request', { date: formatDate(request.createdAt, locale) })}</strong> — <span data-testid="return-status">{t(`returns.status.${request.status}`)}</span>
      </p>
      <ul style={{ paddingLeft: '1.25rem' }}>
        {request.lines.map((line) => (
          <li key={line.lineIndex}>
            {line.quantity} × {line.title}
            {line.variant ? ` (${line.variant})` : ''}
          </li>
        ))}
      </ul>
      {request.status === 'approved' && request.instruction && <p>{t(`returns.instruction.${request.instruction}`)}</p>}
      {request.trackingNumber && <p>{t('returns.tracking', { trackingNumber: request.trackingNumber })}</p>}
      {request.rejectionReason && <p>{t('returns.rejection', { reason: request.rejectionReason })}</p>}
      {request.amountRefunded > 0 && <p>{t('returns.refunded', { amount: formatMoney(request.amountRefunded, locale) })}</p>}
    </div>
  );
}

type Values = {
  quantities: Record<string, number | null>;
  kind: ReturnKind;
  exchange: Record<string, string | undefined>;
  reason: string;
  text?: string;
  bankDetails?: { accountName: string; accountNumber: string; ifsc: string };
};

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function ReturnForm({
  order,
  data,
  linkToken,
  onDone,
  onCancel,
}: {
  order: Pick<Order, 'id' | 'lines'>;
  data: OrderReturns;
  linkToken?: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('checkout');
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'refund';
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const showError = (message: string, error: unknown) => {
    // the API's per-field messages say what is wrong with which line; the form shows them together
    const fields = isApiError(error) ? Object.values(error.fields ?? {}).flat() : [];
    setRefusal(fields.length ? fields.join(' ') : message);
  };
  // from My orders the session owns the order; from the e-mail's link its token stands in (the same rules)
  const requesting = useApiMutation(returnRoutes.requestReturn, { showError });
  const requestingByLink = useApiMutation(returnRoutes.requestReturnByLink, { showError });
  const exchangeable = data.variants.filter((entry) => entry.options.length > 0);

  async function addPhoto(file: File) {
    const extension = IMAGE_EXTENSIONS[file.type];
    if (!extension) return;
    setUploading(true);
    setRefusal(null);
    try {
      const name = `returns/${order.id}/${crypto.randomUUID().replace(/-/g, '')}.${extension}`;
      const object = await uploadObject(name, file, { contentType: file.type, ...(linkToken ? { customMetadata: { [RETURN_LINK_METADATA]: linkToken } } : {}) });
      setPhotos((list) => [...list, downloadUrl(name, object.downloadTokens.split(',')[0]!)]);
    } catch (error) {
      setRefusal(`${t('returns.photoFailed')} ${apiErrorMessage(error)}`);
    } finally {
      setUploading(false);
    }
  }

  async function submit(values: Values) {
    setRefusal(null);
    const lines = data.lines
      .map((line) => ({ lineIndex: line.lineIndex, quantity: Number(values.quantities?.[line.lineIndex] ?? 0), exchangeVariantId: values.exchange?.[line.lineIndex] ?? null }))
      .filter((line) => line.quantity > 0);
    if (!lines.length) return setRefusal(t('returns.noneChosen'));
    const body = {
      kind: values.kind,
      reason: values.reason,
      text: values.text ?? '',
      photos,
      lines: lines.map((line) => ({ lineIndex: line.lineIndex, quantity: line.quantity, ...(values.kind === 'exchange' ? { exchangeVariantId: line.exchangeVariantId } : {}) })),
      ...(data.cod && values.bankDetails ? { bankDetails: values.bankDetails } : {}),
    };
    const params = { id: order.id };
    const done = linkToken ? await requestingByLink.mutate({ params, query: { token: linkToken }, body }) : await requesting.mutate({ params, body });
    if (!done.ok) return;
    notify(t('returns.sent'), 'success');
    onDone();
  }

  return (
    <Form form={form} layout="vertical" initialValues={{ kind: 'refund', quantities: {} }} onFinish={(values) => void submit(values)} data-testid="return-form">
      <fieldset style={{ border: 0, padding: 0 }}>
        <legend>{t('returns.lines')}</legend>
        {data.lines.map((line) => {
          const orderLine = order.lines[line.lineIndex]!;
          const title = orderLine.variant ? `${orderLine.title} (${orderLine.variant})` : orderLine.title;
          return line.returnable > 0 ? (
            <Form.Item key={line.lineIndex} name={['quantities', String(line.lineIndex)]} label={t('returns.quantity', { title })}>
              <InputNumber min={0} max={line.returnable} precision={0} />
            </Form.Item>
          ) : (
            <p key={line.lineIndex}>
              {title}: {t('returns.notReturnable')}
            </p>
          );
        })}
      </fieldset>
      <Form.Item name="kind" label={t('returns.kind')}>
        <Radio.Group>
          <Radio value="refund">{t('returns.kind.refund')}</Radio>
          {exchangeable.length > 0 && <Radio value="exchange">{t('returns.kind.exchange')}</Radio>}
        </Radio.Group>
      </Form.Item>
      {kind === 'exchange' &&
        exchangeable.map((entry) => (
          <Form.Item key={entry.lineIndex} name={['exchange', String(entry.lineIndex)]} label={t('returns.exchangeFor', { title: order.lines[entry.lineIndex]!.title })}>
            <Select options={entry.options.map((option) => ({ value: option.id, label: option.label }))} />
          </Form.Item>
        ))}
      <Form.Item name="reason" label={t('returns.reason')} rules={toFormRules(...RETURN_RULES.reason)}>
        <Select options={data.reasons.map((reason) => ({ value: reason, label: reason }))} />
      </Form.Item>
      <Form.Item name="text" label={t('returns.text')} rules={toFormRules(...RETURN_RULES.text)}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <div style={{ marginBottom: '1rem' }}>
        <label>
          {t('returns.photos', { count: MAX_RETURN_PHOTOS })}{' '}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t('returns.photoAdd')}
            disabled={uploading || photos.length >= MAX_RETURN_PHOTOS}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void addPhoto(file);
            }}
          />
        </label>
        {uploading && <span role="status">{t('returns.photoUploading')}</span>}
        <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.5rem' }}>
          {photos.map((url) => (
            <img key={url} src={url} alt="" width={64} height={64} style={{ objectFit: 'cover' }} data-testid="return-photo" />
          ))}
        </div>
      </div>
      {data.cod && kind === 'refund' && (
        <fieldset style={{ border: 0, padding: 0 }}>
          <legend>{t('returns.bank')}</legend>
          <Form.Item name={['bankDetails', 'accountName']} label={t('returns.bank.accountName')} rules={toFormRules(...RETURN_RULES.accountName)}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name={['bankDetails', 'accountNumber']} label={t('returns.bank.accountNumber')} rules={toFormRules(...RETURN_RULES.accountNumber)}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name={['bankDetails', 'ifsc']} label={t('returns.bank.ifsc')} rules={toFormRules(...RETURN_RULES.ifsc)}>
            <Input />
          </Form.Item>
        </fieldset>
      )}
      {refusal && (
        <p role="alert" data-testid="return-refusal">
          {refusal}
        </p>
      )}
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <Button type="primary" htmlType="submit" loading={requesting.busy || requestingByLink.busy} disabled={uploading}>
          {t('returns.submit')}
        </Button>
        <Button onClick={onCancel}>{t('returns.cancel')}</Button>
      </div>
    </Form>
  );
}
