/**
 * A guest's address for cart reminders (issue 36 item 3): once the payment step's e-mail is a valid
 * address and the marketing box (`marketingConsent`, the privacy part's) is ticked, the address is
 * sent to the API (PUT /cart/contact), which keeps it with the consent; so a guest who leaves
 * before paying can be reminded of the cart. Sent once per address; nothing without the box ticked.
 */
import { useEffect, useRef } from 'react';
import Form, { type FormInstance } from 'antd/es/form';
import { email as emailRule } from 'shared-contracts/validation/rules';
import { MARKETING_CONSENT_FIELD } from 'shared-contracts/ui/PrivacyConsent';

/** How long the address must stay as typed before it is sent (not at every key). */
const SETTLE_MS = 800;

export function useReminderContact(form: FormInstance, guest: boolean): void {
  const typed = Form.useWatch('email', form) as string | undefined;
  const consent = Form.useWatch(MARKETING_CONSENT_FIELD, form) as boolean | undefined;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const address = typed?.trim() ?? '';
    if (!guest || consent !== true || !address || emailRule(address) !== true || sent.current === address) return;
    const timer = setTimeout(() => {
      sent.current = address;
      void Promise.all([import('shared-contracts/ui/useApiMutation'), import('shared-contracts/api/cart-reminders')])
        .then(([{ runMutation }, { cartReminderRoutes }]) => runMutation(cartReminderRoutes.saveCartContact, { body: { email: address, marketingConsent: true } }, { onError: () => true }))
        .catch(() => {
          sent.current = null; // tried again at the next change
        });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed, consent, guest]);
}
