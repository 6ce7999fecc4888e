// Errors the API client raises. Every failure, whether the platform refused the call, the network
// failed or the answer was malformed, becomes an ApiError with a code and the id of a translated
// message (see errorMessages.ts), so a screen can always show something clear.

/** Codes the client itself produces (the platform's own codes arrive as strings too). */
export const ClientErrorCode = {
  network: 'NETWORK',
  timeout: 'TIMEOUT',
  malformed: 'MALFORMED_RESPONSE',
  notLoggedIn: 'NOT_LOGGED_IN',
  sessionExpired: 'SESSION_EXPIRED',
  aborted: 'ABORTED',
  http: 'HTTP_ERROR',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The platform's error code (e.g. SESSION_EXPIRED) or one of ClientErrorCode. */
    readonly code: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** The message key the platform sent, if any. */
    readonly messageKey: string,
    /** Details the platform sent with the failure (e.g. { captcha: true }, { retryAfter: 30 }). */
    readonly value?: unknown,
  ) {
    super(`${code}${messageKey ? ` (${messageKey})` : ''}`);
  }

  /** Whether the call may be repeated safely and might then succeed. */
  get transient(): boolean {
    return (
      this.code === ClientErrorCode.network ||
      this.code === ClientErrorCode.timeout ||
      (this.status >= 500 && this.status !== 503) ||
      this.status === 429
    );
  }

  /** A detail flag from the failure's value, e.g. `err.flag('captcha')`. */
  flag(name: string): unknown {
    return this.value && typeof this.value === 'object'
      ? (this.value as Record<string, unknown>)[name]
      : undefined;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
