import './ConfirmButton.messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';

type Props = {
  /** The question asked before acting. */
  question: string;
  onConfirm: () => unknown;
  children: ReactNode;
  /** A destructive action: the button and the confirming "Yes" are red. */
  danger?: boolean;
  size?: 'small';
  disabled?: boolean;
  loading?: boolean;
  'aria-label'?: string;
};

/** A button whose action runs only after a Yes to its question. */
export function ConfirmButton({ question, onConfirm, children, danger = false, size, disabled, loading, 'aria-label': ariaLabel }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Popconfirm
      title={question}
      okText={t('orders.yes')}
      cancelText={t('orders.no')}
      okButtonProps={danger ? { danger: true } : undefined}
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button size={size} danger={danger} disabled={disabled} loading={loading} aria-label={ariaLabel}>
        {children}
      </Button>
    </Popconfirm>
  );
}
