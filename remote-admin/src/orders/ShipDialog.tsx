import './OrdersPage.messages';
import '../ui/ConfirmButton.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { TRACKING_NUMBER_RULES, type ShipOrderRequest } from 'shared-contracts/api/admin';
import { isApiError } from 'shared-contracts/api/api-error';
import { CARRIER_IDS, carrierName, trackingUrl, type CarrierId } from 'shared-contracts/domain/shipping';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { required } from 'shared-contracts/validation/rules';
import { toFormRules } from 'shared-contracts/validation/antd';

type Values = { carrier: CarrierId; trackingNumber: string };

export interface ShipDialogProps {
  open: boolean;
  /** 'HT-000123'. */
  number: string;
  /** Saves; rejects with the API's error (field errors go back on the form). */
  onShip: (request: ShipOrderRequest) => Promise<void>;
  onClose: () => void;
}

/**
 * "Mark shipped": the carrier and tracking number, then a second step that shows what will be
 * saved and sent to the customer (the tracking link they will get) before anything is saved.
 */
export function ShipDialog({ open, number, onShip, onClose }: ShipDialogProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [review, setReview] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReview(null);
    setError(null);
    onClose();
  };

  const next = async () => {
    const values = await form.validateFields();
    setError(null);
    setReview({ carrier: values.carrier, trackingNumber: values.trackingNumber.trim().toUpperCase() });
  };

  const save = async (values: Values) => {
    setBusy(true);
    try {
      await onShip(values);
      setReview(null);
      onClose();
    } catch (caught) {
      setReview(null);
      if (isApiError(caught) && Object.keys(caught.fields).length > 0) {
        form.setFields(Object.entries(caught.fields).map(([name, errors]) => ({ name: name as keyof Values, errors })));
      } else setError(apiErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('orders.ship.title', { number })}
      okText={review ? t('orders.ship.confirm') : t('orders.ship.next')}
      cancelText={review ? t('orders.ship.back') : t('dialog.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void (review ? save(review) : next().catch(() => undefined))}
      onCancel={() => (review && !busy ? setReview(null) : close())}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
      {review ? (
        <div role="group" aria-label={t('orders.ship.reviewLabel')}>
          <p>{t('orders.ship.question', { number, carrier: carrierName(review.carrier), trackingNumber: review.trackingNumber })}</p>
          <p>
            {t('orders.ship.link')}{' '}
            <a href={trackingUrl(review.carrier, review.trackingNumber)} target="_blank" rel="noreferrer">
              {trackingUrl(review.carrier, review.trackingNumber)}
            </a>
          </p>
          <p>{t('orders.ship.email')}</p>
        </div>
      ) : null}
      {/* kept mounted while reviewing, so "Back" returns to what was typed */}
      <Form form={form} layout="vertical" style={review ? { display: 'none' } : undefined}>
        <Form.Item name="carrier" label={t('orders.ship.carrier')} rules={toFormRules(required)}>
          <Select<CarrierId>
            placeholder={t('orders.ship.carrierPlaceholder')}
            options={CARRIER_IDS.map((id) => ({ value: id, label: carrierName(id) }))}
          />
        </Form.Item>
        <Form.Item name="trackingNumber" label={t('orders.ship.trackingNumber')} rules={toFormRules(...TRACKING_NUMBER_RULES)}>
          <Input autoComplete="off" maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
