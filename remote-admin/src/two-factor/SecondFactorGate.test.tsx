import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { twoFactorRoutes } from 'shared-contracts/api/two-factor';
import { i18n } from 'shared-contracts/platform/i18n';
import { secondFactorNeeded, secondFactorProof } from 'shared-contracts/platform/second-factor';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { SecondFactorGate } from './SecondFactorGate';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('qrcode.react', () => ({ QRCodeSVG: ({ value }: { value: string }) => <svg data-testid="qr" data-value={value} /> }));

const GOOD = '123456';
const proof = { proof: 'proof-of-u1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
let status = { enrolled: true, required: false, verified: false, recoveryCodesLeft: 10 };

const renderGate = () =>
  render(
    <ShopProviders>
      <SecondFactorGate uid="u1">
        <h1>Orders</h1>
      </SecondFactorGate>
    </ShopProviders>,
  );

describe('the second factor of a staff session', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async (route, input) => {
      if (route === twoFactorRoutes.twoFactorStatus) return status;
      if (route === twoFactorRoutes.startTwoFactorEnrolment) return { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Haat:staff%40shop.test?secret=JBSWY3DPEHPK3PXP' };
      const code = input.body.code;
      if (code !== GOOD) throw new ApiError(400, 'validation_failed', 'Some fields are not valid.', { code: ['That code is not right. Check the time on your phone and enter the code your app shows now.'] });
      if (route === twoFactorRoutes.verifyTwoFactor) return { ...proof, recoveryCodesLeft: 10 };
      if (route === twoFactorRoutes.confirmTwoFactorEnrolment) return { ...proof, recoveryCodes: ['abcde-fghij', 'klmno-pqrst'] };
      throw new Error(`unexpected ${route.path}`);
    });
  });
  afterEach(async () => {
    cleanup();
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('asks an enrolled member for the code: a wrong one is refused in the API’s words, the right one opens the page and keeps the proof', async () => {
    status = { enrolled: true, required: false, verified: false, recoveryCodesLeft: 10 };
    renderGate();
    const field = await screen.findByLabelText('Code');
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();

    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code from your app or a recovery code.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);

    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That code is not right. Check the time on your phone and enter the code your app shows now.')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: GOOD } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(call).toHaveBeenLastCalledWith(twoFactorRoutes.verifyTwoFactor, { body: { code: GOOD } }, expect.anything());
    expect(secondFactorProof('u1')).toBe('proof-of-u1');
    expect(secondFactorProof('someone-else')).toBeNull();

    // the API refuses a later call (the proof expired): the code screen comes back
    act(() => secondFactorNeeded('second_factor_required'));
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Orders' })).toBeNull();
    expect(secondFactorProof('u1')).toBeNull();
  });

  it('leads a member the owner requires to set up through the QR code and key, then shows the recovery codes once', async () => {
    status = { enrolled: false, required: true, verified: false, recoveryCodesLeft: 0 };
    await i18n.changeLanguage('es');
    renderGate();
    expect(await screen.findByText('La tienda exige el inicio de sesión en dos pasos a todo su personal.')).toBeInTheDocument();
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('qr')).toHaveAttribute('data-value', expect.stringContaining('secret=JBSWY3DPEHPK3PXP'));
    expect(screen.queryByRole('button', { name: 'Ahora no' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Código'), { target: { value: GOOD } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByTestId('recovery-codes')).toHaveTextContent('abcde-fghij');
    expect(secondFactorProof('u1')).toBe('proof-of-u1');
    fireEvent.click(screen.getByRole('button', { name: 'Ya los he guardado' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('shows the page to a member neither enrolled nor required, with the offer to set it up', async () => {
    status = { enrolled: false, required: false, verified: false, recoveryCodesLeft: 0 };
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Protect your staff account: set up two-factor sign-in with an authenticator app.')).toBeInTheDocument();
  });
});
