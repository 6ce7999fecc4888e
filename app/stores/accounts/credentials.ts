// The browser's password manager keeps the password, never the app (see rememberedLogin.ts). After
// a successful login or registration the Credential Management API is asked to store the
// credential where the browser has it (Chromium); elsewhere the autocomplete attributes on the
// form (username, current-password, new-password) let the browser offer to save it.

interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}
type PasswordCredentialCtor = new (init: PasswordCredentialInit) => Credential;

export function passwordManagerAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'PasswordCredential' in window &&
    typeof navigator !== 'undefined' &&
    !!navigator.credentials &&
    typeof navigator.credentials.store === 'function'
  );
}

/** Offers the credential to the browser's password manager; failures are ignored. */
export async function offerToPasswordManager(username: string, password: string): Promise<boolean> {
  if (!passwordManagerAvailable() || !username || !password) return false;
  try {
    const Ctor = (window as unknown as { PasswordCredential: PasswordCredentialCtor }).PasswordCredential;
    await navigator.credentials.store(new Ctor({ id: username, password, name: username }));
    return true;
  } catch {
    return false;
  }
}
