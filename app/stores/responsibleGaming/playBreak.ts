// The message for a refusal during a break or self-exclusion, with the date it ends: the login
// forms show it in place of the plain message key (which cannot carry the date).
import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '../../api/errors';
import { breakUntilMessages } from './messages';

export function playBreakMessage(
  error: unknown,
): { message: MessageDescriptor; values?: { until: Date } } | null {
  if (!isApiError(error) || error.code !== 'PLAY_BREAK') return null;
  const until = error.flag('until');
  const kind = error.flag('kind') === 'exclusion' ? 'exclusion' : 'break';
  if (typeof until !== 'number') return { message: breakUntilMessages.permanent };
  return { message: breakUntilMessages[kind], values: { until: new Date(until) } };
}
