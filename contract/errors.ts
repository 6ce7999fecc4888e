// The platform's failure codes, their HTTP status and the message key the envelope carries.
// Message keys are the app's message ids (SPEC §8 keys where the product has one).

export interface ErrorSpec {
  status: number;
  message: string;
}

export const ERRORS = {
  /** Request input refused; value: `{ fields: { <field>: <message key> } }`. */
  VALIDATION_ERROR: { status: 400, message: 'err_invalid_format' },
  /** An encrypted body that does not decrypt, or is stale. */
  ENCRYPTION_INVALID: { status: 400, message: 'err_invalid_format' },
  NOT_LOGGED_IN: { status: 401, message: 'err_not_logged_in' },
  SESSION_EXPIRED: { status: 401, message: 'err_session_expired' },
  /** Login refused; value `{ captcha: true }` once the captcha is needed, `{ retryAfter }` while slowed down. */
  INVALID_CREDENTIALS: { status: 400, message: 'err_invalid_credentials' },
  USER_DISABLED: { status: 403, message: 'err_user_not_found' },
  USER_NOT_FOUND: { status: 404, message: 'err_user_not_found' },
  /** value `{ captcha: true }`. */
  CAPTCHA_REQUIRED: { status: 400, message: 'in_vwrite_code' },
  CAPTCHA_INVALID: { status: 400, message: 'err_verification_code' },
  VERIFICATION_CODE_INVALID: { status: 400, message: 'err_verification_code' },
  INVALID_MOBILE: { status: 400, message: 'err_invalid_mobile' },
  USERNAME_EXISTS: { status: 409, message: 'err_username_exists' },
  INVALID_INVITATION_CODE: { status: 400, message: 'invitation_code_error' },
  PASSWORD_MISMATCH: { status: 400, message: 'in_confirmation_correct' },
  PASSWORD_SAME: { status: 400, message: 'err_password_same' },
  PASSWORD_INCORRECT: { status: 400, message: 'err_invalid_credentials' },
  /** value `{ fields, attemptsLeft }`: wrong payment passwords left before RATE_LIMITED. */
  PAYMENT_PASSWORD_INVALID: { status: 400, message: 'err_payment_password' },
  PAYMENT_PASSWORD_NOT_SET: { status: 409, message: 'err_payment_password_not_set' },
  INSUFFICIENT_BALANCE: { status: 400, message: 'err_insufficient_balance' },
  INSUFFICIENT_POINTS: { status: 400, message: 'err_insufficient_points' },
  OUT_OF_STOCK: { status: 409, message: 'err_out_of_stock' },
  AMOUNT_OUT_OF_RANGE: { status: 400, message: 'err_amount_range' },
  PROMOTION_UNAVAILABLE: { status: 409, message: 'err_promotion_unavailable' },
  ALREADY_DONE: { status: 409, message: 'err_conflict' },
  IMAGE_TYPE: { status: 400, message: 'activity_image_type' },
  IMAGE_TOO_LARGE: { status: 413, message: 'activity_apply_remark_limit3' },
  TOO_MANY_IMAGES: { status: 400, message: 'activity_apply_remark_limit4' },
  /** Trial accounts (type 4) may not use member actions. */
  TRIAL_REFUSED: { status: 403, message: 'free_reject' },
  NO_PERMISSION: { status: 403, message: 'err_no_permission' },
  NOT_FOUND: { status: 404, message: 'err_not_found' },
  CONFLICT: { status: 409, message: 'err_conflict' },
  /** A request body over the platform's size limit (1 MB; a reward image upload more). */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'err_payload_too_large' },
  /** value `{ retryAfter: <seconds> }`. */
  RATE_LIMITED: { status: 429, message: 'err_rate_limited' },
  /** A deposit over the member's own limit; value `{ period, limit, remaining }`. */
  DEPOSIT_LIMIT_EXCEEDED: { status: 400, message: 'err_deposit_limit' },
  /** The member's loss limit is reached for the period; value `{ period, limit }`. */
  LOSS_LIMIT_REACHED: { status: 403, message: 'err_loss_limit' },
  /** The member's session time limit is reached; value `{ minutes }`. */
  SESSION_LIMIT_REACHED: { status: 403, message: 'err_session_limit' },
  /** A break or self-exclusion is running; value `{ kind, until }` (`until` null: permanent). */
  PLAY_BREAK: { status: 403, message: 'err_play_break' },
  MAINTENANCE: { status: 503, message: 'err_maintenance' },
  REGION_RESTRICTED: { status: 403, message: 'err_region_restricted' },
  INTERNAL_ERROR: { status: 500, message: 'err_unknown' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

/** The platform's envelope on success. */
export interface SuccessEnvelope<T> {
  success: true;
  code: 0;
  message: '';
  value: T;
}
/** The platform's envelope on failure. */
export interface FailureEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  value?: unknown;
}
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
