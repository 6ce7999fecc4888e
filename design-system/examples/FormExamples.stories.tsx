import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../components/Button';
import { CaptchaField } from '../components/CaptchaField';
import { captchaSample } from '../components/CaptchaField/captcha-sample';
import { Checkbox } from '../components/Checkbox';
import { Heading } from '../components/Heading';
import { SegmentedControl } from '../components/SegmentedControl';
import { SmsCodeButton } from '../components/SmsCodeButton';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';

/**
 * The form pieces together, as the login and registration screens compose them: for reviewing
 * spacing and rhythm in each merchant theme. Strings here are sample Portuguese copy.
 */
const meta = {
  title: 'Forms/Examples',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginExample({ captcha }: { captcha: boolean }) {
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(user.trim() ? undefined : 'Digite o nome de utilizador');
  };
  return (
    <Stack as="form" padding="md" gap="md" onSubmit={submit} noValidate aria-labelledby="login-title">
      <Heading level={1} id="login-title">
        Iniciar sessão
      </Heading>
      <TextField
        label="Nome de utilizador"
        autoComplete="username"
        value={user}
        onValueChange={setUser}
        error={error}
        clearLabel="Limpar"
      />
      <TextField
        label="Palavra-passe"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        showPasswordLabel="Mostrar palavra-passe"
        hidePasswordLabel="Ocultar palavra-passe"
      />
      {captcha ? (
        <CaptchaField
          label="Código de verificação"
          hint="1 a 16 dígitos"
          src={captchaSample}
          onRefresh={() => {}}
          refreshLabel="Toque para um novo código"
        />
      ) : null}
      <Checkbox label="Lembrar-me" defaultChecked />
      <Button type="submit" size="lg" fullWidth>
        Entrar
      </Button>
      <Text size="sm" tone="secondary" align="center">
        Ainda não tem conta? Registe-se em menos de um minuto.
      </Text>
    </Stack>
  );
}

export const Login: Story = {
  render: () => <LoginExample captcha={false} />,
  play: async ({ canvas }) => {
    // Submitting without a username shows the error and keeps what was typed in the password.
    await userEvent.type(canvas.getByLabelText('Palavra-passe', { selector: 'input' }), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByLabelText('Nome de utilizador')).toHaveAccessibleDescription(
      'Digite o nome de utilizador',
    );
    await expect(canvas.getByLabelText('Palavra-passe', { selector: 'input' })).toHaveValue('demo1234');
  },
};

export const LoginAfterFailedAttempt: Story = { render: () => <LoginExample captcha /> };

export const RegisterByMobile: Story = {
  render: () => (
    <Stack as="form" padding="md" gap="md" aria-label="Registo">
      <SegmentedControl
        label="Método de registo"
        fullWidth
        defaultValue="mobileNum"
        options={[
          { value: 'username', label: 'Utilizador' },
          { value: 'mobileNum', label: 'Telemóvel' },
        ]}
      />
      <TextField
        label="Número de telemóvel"
        type="tel"
        numeric
        maxLength={20}
        autoComplete="tel-national"
        startAdornment={<Text tone="secondary">+55</Text>}
        defaultValue="11987654321"
      />
      <TextField
        label="Código SMS"
        numeric
        maxLength={10}
        autoComplete="one-time-code"
        endAdornment={
          <SmsCodeButton label="Obter código" renderCountdown={(s) => `${s} s`} onSend={() => undefined} />
        }
      />
      <TextField
        label="Palavra-passe"
        type="password"
        autoComplete="new-password"
        hint="6 a 16 letras e números"
        showPasswordLabel="Mostrar palavra-passe"
        hidePasswordLabel="Ocultar palavra-passe"
      />
      <Checkbox label="Tenho mais de 18 anos e aceito os termos" defaultChecked />
      <Button type="submit" size="lg" fullWidth>
        Registar
      </Button>
    </Stack>
  ),
};
