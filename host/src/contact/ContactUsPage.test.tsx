import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from 'shared-contracts/api/api-error';
import { notify } from 'shared-contracts/platform/toast';
import { MemoryRouter } from 'shared-contracts/ui/router';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import ContactUsPage from './ContactUsPage';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));
let mockUser: unknown = null;
jest.mock('shared-contracts/platform/auth', () => ({
  knownUser: () => mockUser,
  onUserChanged: (listener: (user: unknown) => void) => {
    listener(mockUser);
    return () => {};
  },
}));

const renderPage = () =>
  render(
    <ShopProviders>
      <MemoryRouter initialEntries={['/contact-us']}>
        <ContactUsPage />
      </MemoryRouter>
    </ShopProviders>,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillIn() {
  type('Name', 'Ravi Kumar');
  type('Email address', 'ravi@example.in');
  type('Subject', 'Custom order');
  type('Message', 'Can you make the blue pottery bowl in green?');
}

describe('the contact form', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    call.mockReset();
    mockUser = null;
  });

  it('judges the fields with the shared rules, sending nothing', async () => {
    renderPage();
    type('Email address', 'ravi@');
    type('Message', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Invalid e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Min 10 characters required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2)); // name, subject
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the message once, toasts and empties the form', async () => {
    let answer: (value: unknown) => void = () => {};
    call.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    fillIn();
    const button = screen.getByRole('button', { name: 'Send the message' });
    fireEvent.click(button);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => answer({ id: 'm1', createdAt: '2026-01-01T00:00:00.000Z' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.stringContaining('your message has been sent'), 'success'));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toMatchObject({ method: 'POST', path: '/contact' });
    expect(call.mock.calls[0]![1]).toEqual({
      body: { name: 'Ravi Kumar', email: 'ravi@example.in', phone: null, subject: 'Custom order', message: 'Can you make the blue pottery bowl in green?' },
    });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the API's field messages on the fields", async () => {
    call.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'bad', { subject: ['Max 150 characters required.'] }));
    renderPage();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    expect(await screen.findByText('Max 150 characters required.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('fills in the name and email of a signed-in customer', async () => {
    mockUser = { uid: 'u1', email: 'asha@shop.test', displayName: 'Asha Rao', role: 'customer' };
    renderPage();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao'));
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@shop.test');
  });
});
