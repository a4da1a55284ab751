import './TwoFactor.messages';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { twoFactorRoutes, type TwoFactorStatus } from 'shared-contracts/api/two-factor';
import { shopApi } from 'shared-contracts/platform/api';
import { signOut } from 'shared-contracts/platform/auth';
import { forgetSecondFactorProof, keepSecondFactorProof, onSecondFactorNeeded } from 'shared-contracts/platform/second-factor';
import { CodeForm } from './CodeForm';

// The set-up (with its QR code library) loads only when it is shown.
const Enrolment = lazy(() => import('./Enrolment').then((module) => ({ default: module.Enrolment })));
const RecoveryCodes = lazy(() => import('./Enrolment').then((module) => ({ default: module.RecoveryCodes })));
const waiting = (
  <div aria-busy="true">
    <Skeleton active paragraph={{ rows: 6 }} />
  </div>
);

type Screen = { kind: 'checking' } | { kind: 'code' } | { kind: 'setup'; required: boolean } | { kind: 'codes'; codes: string[] } | { kind: 'open'; offer: boolean };

/** What the staff member sees first, from the API's status of their second factor. */
export function screenFor(status: TwoFactorStatus): Screen {
  if (status.enrolled) return status.verified ? { kind: 'open', offer: false } : { kind: 'code' };
  return status.required ? { kind: 'setup', required: true } : { kind: 'open', offer: true };
}

/**
 * The admin pages behind the staff member's second factor (issue 35b), inside RequireAdmin: a
 * member who set up an authenticator app enters its code (or a recovery code) once per sign-in;
 * when the owner requires it, one who has not is led through setting it up (the recovery codes
 * shown once). The API decides (GET /account/two-factor, and a 403 second_factor_* on any call,
 * which brings the screen back: the proof expired); the proof it gives is kept for the API client.
 * A member not required to is offered the set-up above the page.
 */
export function SecondFactorGate({ uid, children }: { uid: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [screen, setScreen] = useState<Screen>({ kind: 'checking' });

  const check = useCallback(async () => {
    try {
      setScreen(screenFor(await (await shopApi()).call(twoFactorRoutes.twoFactorStatus)));
    } catch {
      // the API is not answering: the page shows, and every admin call is judged by the API anyway
      setScreen({ kind: 'open', offer: false });
    }
  }, []);

  useEffect(() => {
    void check();
    return onSecondFactorNeeded((need) => {
      forgetSecondFactorProof();
      setScreen(need === 'second_factor_required' ? { kind: 'code' } : { kind: 'setup', required: true });
    });
  }, [check]);

  switch (screen.kind) {
    case 'checking':
      return waiting;
    case 'code':
      return (
        <section aria-label={t('twoFactor.code.title')} style={{ maxWidth: '30rem' }}>
          <Typography.Title level={3}>{t('twoFactor.code.title')}</Typography.Title>
          <p>{t('twoFactor.code.intro')}</p>
          <CodeForm
            route={twoFactorRoutes.verifyTwoFactor}
            submitLabel={t('twoFactor.code.submit')}
            onProven={(proof) => {
              keepSecondFactorProof(uid, proof);
              setScreen({ kind: 'open', offer: false });
            }}
          />
          <Button type="link" onClick={() => void signOut()} style={{ paddingLeft: 0, marginTop: 8 }}>
            {t('twoFactor.signOut')}
          </Button>
        </section>
      );
    case 'setup':
      return (
        <Suspense fallback={waiting}>
          <div style={{ maxWidth: '30rem' }}>
            <Enrolment
              required={screen.required}
              onEnrolled={(enrolled) => {
                keepSecondFactorProof(uid, enrolled);
                setScreen({ kind: 'codes', codes: enrolled.recoveryCodes });
              }}
              {...(screen.required ? {} : { onLater: () => setScreen({ kind: 'open', offer: false }) })}
            />
          </div>
        </Suspense>
      );
    case 'codes':
      return (
        <Suspense fallback={waiting}>
          <RecoveryCodes codes={screen.codes} onDone={() => setScreen({ kind: 'open', offer: false })} />
        </Suspense>
      );
    case 'open':
      return (
        <>
          {screen.offer && (
            <Alert
              type="info"
              showIcon
              closable
              style={{ marginBottom: 16 }}
              title={t('twoFactor.offer')}
              action={
                <Button size="small" onClick={() => setScreen({ kind: 'setup', required: false })}>
                  {t('twoFactor.setup.start')}
                </Button>
              }
            />
          )}
          {children}
        </>
      );
  }
}
