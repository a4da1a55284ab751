import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { PRIVACY_NOTICE_VERSION } from 'shared-contracts/domain/privacy';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { consentFields, PrivacyConsent } from './PrivacyConsent';

describe('the privacy notice and marketing box of sign-up and checkout (issue 35 item 5)', () => {
  const renderForm = (onFinish: (values: { marketingConsent?: boolean }) => void) =>
    render(
      <ShopProviders>
        <MemoryRouter>
          <Form onFinish={onFinish}>
            <PrivacyConsent action="checkout" />
            <Button htmlType="submit">Place order</Button>
          </Form>
        </MemoryRouter>
      </ShopProviders>,
    );

  it('sends the notice version with marketing unticked by default, and ticked only when ticked', async () => {
    const sent: unknown[] = [];
    renderForm((values) => sent.push(consentFields(values)));
    expect(screen.getByText(/By placing this order you accept our privacy notice\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute('href', '/private-policy');
    const box = screen.getByRole('checkbox', { name: /Send me offers and news by e-mail/ });
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false },
      { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: true },
    ]);
  });
});
