import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { addAppMessages } from 'shared-contracts/platform/i18n';
import type { RemoteName } from 'shared-contracts/remotes/contracts';
import { messages } from './RemoteArea.messages';

addAppMessages('host', messages);

export interface RemoteFallbackProps {
  remote: RemoteName;
  variant: 'page' | 'fragment';
  onRetry: () => void;
}

/** What stands in for a remote's area that could not be loaded: a localized notice with a retry button. */
export default function RemoteFallback({ remote, variant, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('host');
  return variant === 'page' ? (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableText')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
      data-testid={`remote-fallback-${remote}`}
    />
  ) : (
    <Button size="small" onClick={onRetry} title={t('remote.unavailableTitle')} data-testid={`remote-fallback-${remote}`}>
      {t('remote.retry')}
    </Button>
  );
}
