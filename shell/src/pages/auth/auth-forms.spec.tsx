import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES } from '@grammarpath/contracts';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LoginForm } from './login-form';
import { RegisterForm, toRegisterRequest } from './register-form';

// No pause between keystrokes: typing into antd inputs is slow enough in jsdom.
const user = userEvent.setup({ delay: null });

describe('LoginForm', () => {
  it('shows the SPEC messages for a short username and password', async () => {
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.usernameMin)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordMin)).toBeInTheDocument();
  });
});

describe('RegisterForm', () => {
  it('shows the display name, email and confirm messages', async () => {
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('Username'), 'ana');
    await user.type(screen.getByLabelText('Display name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.displayNameMin)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION_MESSAGES.confirmPassword)).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION_MESSAGES.usernameMin)).not.toBeInTheDocument();
  });

  it('asks for 8 characters before submitting, counting an emoji once', async () => {
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), '🌷🌷🌷🌷🌷🌷🌷🌷');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.queryByText(ACCOUNT_MESSAGES.passwordTooShort)).not.toBeInTheDocument(),
    );
  });

  it("shows the server's reason for a common password on the password field", async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 400,
      statusText: 'Bad Request',
      text: async () => JSON.stringify({ statusCode: 400, message: ACCOUNT_MESSAGES.passwordTooCommon }),
    })) as unknown as typeof fetch;
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('Username'), 'ana');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByText(ACCOUNT_MESSAGES.passwordTooCommon)
          .some((reason) => reason.closest('.ant-form-item')?.contains(screen.getByLabelText('Password'))),
      ).toBe(true),
    );
  });

  it('says the passwords do not match on the confirm field', async () => {
    renderWithProviders(<RegisterForm />);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText(VALIDATION_MESSAGES.passwordsMatch);
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Confirm password'));
  });

  it('sends no confirmPassword and leaves out empty optional fields', () => {
    expect(
      toRegisterRequest({
        username: 'ana',
        password: 'secret1',
        confirmPassword: 'secret1',
        displayName: ' ',
        email: '',
      }),
    ).toEqual({ username: 'ana', password: 'secret1', preferHighContrast: false });
  });
});
