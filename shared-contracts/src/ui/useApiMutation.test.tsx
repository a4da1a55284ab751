import { act, render, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { ApiError } from 'shared-contracts/api/api-error';
import { routes } from 'shared-contracts/api/routes';
import { i18n } from 'shared-contracts/platform/i18n';
import { notify } from 'shared-contracts/platform/toast';
import { runMutation, useApiMutation, type ApiMutation } from 'shared-contracts/ui/useApiMutation';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));

let mutation: ApiMutation<typeof routes.updateAccount>;

function AccountForm({ onError, showError }: { onError?: (error: unknown) => boolean; showError?: (message: string) => void }) {
  const [form] = Form.useForm();
  mutation = useApiMutation(routes.updateAccount, { form, fields: ['name', 'addresses'], onError, showError });
  return (
    <Form form={form}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name={['addresses', 0, 'pincode']} label="PIN">
        <Input />
      </Form.Item>
      <p>{mutation.busy ? 'saving' : 'idle'}</p>
    </Form>
  );
}

const input = { body: { name: 'Asha' } } as never;

describe('useApiMutation', () => {
  beforeEach(() => {
    call.mockReset();
    jest.mocked(notify).mockReset();
  });

  it('is busy while the call is in flight and resolves to the answer', async () => {
    let answer!: (value: unknown) => void;
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<AccountForm />);
    let result!: Promise<unknown>;
    act(() => void (result = mutation.mutate(input)));
    expect(await screen.findByText('saving')).toBeTruthy();
    await act(async () => answer({ name: 'Asha' }));
    await expect(result).resolves.toEqual({ ok: true, data: { name: 'Asha' } });
    expect(screen.getByText('idle')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(routes.updateAccount, input, { signal: expect.any(AbortSignal) });
  });

  it("puts the API's per-field messages (the caller's language) on the form's fields, and shows no toast", async () => {
    const fields = { name: ['Este campo es obligatorio'], 'addresses.0.pincode': ['Introduce un PIN de 6 cifras'] };
    call.mockRejectedValue(new ApiError(400, 'validation_failed', 'invalid', fields));
    render(<AccountForm />);
    let result: unknown;
    await act(async () => void (result = await mutation.mutate(input)));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(screen.getByText('Introduce un PIN de 6 cifras')).toBeTruthy();
    expect(result).toMatchObject({ ok: false, cancelled: false });
    expect(notify).not.toHaveBeenCalled();
    console.log('useApiMutation: 2 field messages on the form, 0 toasts');
  });

  it('shows any other refusal once, as a toast in the current language', async () => {
    await i18n.changeLanguage('fr');
    call.mockRejectedValue(new ApiError(503, 'unavailable', 'down'));
    render(<AccountForm />);
    await act(async () => void (await mutation.mutate(input)));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith('La boutique est momentanément indisponible. Veuillez réessayer sous peu.', 'error');
    expect(mutation.error).toBeInstanceOf(ApiError);
    await i18n.changeLanguage('en');
  });

  it("states every refusal on the form's own line when it has one, beside the field messages, and shows no toast", async () => {
    const showError = jest.fn();
    call.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'bad', { name: ['Already exists.'] })).mockRejectedValueOnce(new ApiError(0, 'network', 'offline'));
    render(<AccountForm showError={showError} />);
    await act(async () => void (await mutation.mutate(input)));
    expect(await screen.findByText('Already exists.')).toBeTruthy();
    expect(showError).toHaveBeenLastCalledWith('Some fields are not valid. Please check them and try again.', expect.any(ApiError));
    await act(async () => void (await mutation.mutate(input)));
    expect(showError).toHaveBeenLastCalledWith('Network error. Please check your connection and try again.', expect.any(ApiError));
    await new Promise(process.nextTick);
    expect(notify).not.toHaveBeenCalled();
  });

  it("leaves a refusal to the caller's onError when it says it showed it", async () => {
    call.mockRejectedValue(new ApiError(409, 'conflict', 'changed', { name: ['taken'] }));
    const onError = jest.fn(() => true);
    render(<AccountForm onError={onError} />);
    await act(async () => void (await mutation.mutate(input)));
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError));
    expect(screen.queryByText('taken')).toBeNull();
    await new Promise(process.nextTick);
    expect(notify).not.toHaveBeenCalled();
  });

  it('cancels the call in flight through its AbortSignal and shows nothing', async () => {
    call.mockImplementation((_route, _input, { signal }: { signal: AbortSignal }) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })))),
    );
    render(<AccountForm />);
    let result!: Promise<unknown>;
    act(() => void (result = mutation.mutate(input)));
    await screen.findByText('saving');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    act(() => mutation.cancel());
    await act(async () => void (await result));
    await expect(result).resolves.toMatchObject({ ok: false, cancelled: true });
    expect(screen.getByText('idle')).toBeTruthy();
    await new Promise(process.nextTick);
    expect(notify).not.toHaveBeenCalled();
  });

  it('mutateAsync rejects with the refusal, for code that counts failures', async () => {
    const refusal = new ApiError(404, 'not_found', 'gone');
    call.mockRejectedValue(refusal);
    render(<AccountForm onError={() => true} />);
    await act(async () => void (await expect(mutation.mutateAsync(input)).rejects.toBe(refusal)));
  });

  it('retries with the last input', async () => {
    call.mockRejectedValueOnce(new ApiError(0, 'network', 'offline')).mockResolvedValueOnce({ name: 'Asha' });
    render(<AccountForm />);
    await act(async () => void (await mutation.mutate(input)));
    let again: unknown;
    await act(async () => void (again = await mutation.retry()));
    expect(again).toEqual({ ok: true, data: { name: 'Asha' } });
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[1]![1]).toBe(input);
  });
});

describe('runMutation (the same write path, for code that is not a component)', () => {
  beforeEach(() => {
    call.mockReset();
    jest.mocked(notify).mockReset();
  });

  it('calls the route through the shop client and resolves to the answer', async () => {
    call.mockResolvedValue({ name: 'Asha' });
    await expect(runMutation(routes.updateAccount, input)).resolves.toEqual({ name: 'Asha' });
    expect(call).toHaveBeenCalledWith(routes.updateAccount, input);
  });

  it('shows a refusal as the hook does (a toast in the current language) and rejects with it', async () => {
    await i18n.changeLanguage('es');
    const refusal = new ApiError(503, 'unavailable', 'down');
    call.mockRejectedValue(refusal);
    await expect(runMutation(routes.updateAccount, input)).rejects.toBe(refusal);
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith('La tienda no está disponible temporalmente. Vuelve a intentarlo en breve.', 'error');
    await i18n.changeLanguage('en');
  });

  it("leaves a refusal to a workflow that shows it as its own result, and shows nothing for a cancelled call", async () => {
    const refusal = new ApiError(409, 'price_changed', 'repriced');
    call.mockRejectedValue(refusal);
    const shown: unknown[] = [];
    await expect(runMutation(routes.updateAccount, input, { onError: (error) => shown.push(error) > 0 })).rejects.toBe(refusal);
    const controller = new AbortController();
    controller.abort();
    await expect(runMutation(routes.updateAccount, input, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(shown).toEqual([refusal]);
    expect(notify).not.toHaveBeenCalled();
    console.log(`runMutation: 1 refusal left to its caller, 1 cancelled call, ${jest.mocked(notify).mock.calls.length} toasts`);
  });
});
