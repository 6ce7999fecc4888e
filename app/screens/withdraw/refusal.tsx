// How the withdraw screens word a refusal of the platform: the payment password's limit with the
// time to wait and the tries left, today's count, a failure that never got an answer (retrying is
// safe), and otherwise the platform's own message key or its code's message.
import type { IntlShape } from 'react-intl';
import { describeError } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { passwordWrongLeftMessage, tooManyMessage, withdrawMessages as m } from './messages';

/** The translated message of a refusal. */
export function refusalText(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'RATE_LIMITED') {
      const seconds = Number(error.flag('retryAfter'));
      const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
      return intl.formatMessage(tooManyMessage, { minutes });
    }
    if (error.code === 'PAYMENT_PASSWORD_INVALID') {
      const left = Number(error.flag('attemptsLeft'));
      return Number.isInteger(left) && left >= 0
        ? intl.formatMessage(passwordWrongLeftMessage, { left })
        : intl.formatMessage(m.passwordWrong);
    }
    if (error.code === 'NO_PERMISSION') return intl.formatMessage(m.dailyLimit);
    if (error.transient) return intl.formatMessage(m.failedRetry);
  }
  return intl.formatMessage(describeError(error, (id) => Boolean(intl.messages[id])));
}
