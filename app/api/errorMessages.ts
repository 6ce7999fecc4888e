// Translated messages for platform and client failures (SPEC §8 "language pack messages").
// `describeError` picks what a screen shows: the platform's own message key when the catalogue
// has it, otherwise the message for the error code, otherwise 'unknown error'.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ApiError, ClientErrorCode } from './errors';

export const errorMessages = defineMessages({
  notLoggedIn: {
    id: 'err_not_logged_in',
    defaultMessage: 'Não tem sessão iniciada. Inicie sessão para continuar.',
    description: 'Error: a call needed a logged-in member',
  },
  sessionExpired: {
    id: 'err_session_expired',
    defaultMessage: 'A sua sessão terminou. Inicie sessão novamente.',
    description: 'Error: the session expired or the account was logged out elsewhere',
  },
  verificationCode: {
    id: 'err_verification_code',
    defaultMessage: 'Código de verificação incorreto.',
    description: 'Error: wrong captcha or SMS code',
  },
  noPermission: {
    id: 'err_no_permission',
    defaultMessage: 'Sem permissão ou função indisponível.',
    description: 'Error: the member may not use this function',
  },
  userNotFound: {
    id: 'err_user_not_found',
    defaultMessage: 'O utilizador não existe ou está desativado.',
    description: 'Error: unknown or disabled account',
  },
  usernameExists: {
    id: 'err_username_exists',
    defaultMessage: 'Este nome de utilizador já existe.',
    description: 'Error: registration with a taken username',
  },
  invalidFormat: {
    id: 'err_invalid_format',
    defaultMessage: 'O formato dos dados não está correto.',
    description: 'Error: the platform rejected the format of a field (account, password, e-mail, name)',
  },
  invalidCredentials: {
    id: 'err_invalid_credentials',
    defaultMessage: 'Nome de utilizador ou palavra-passe incorretos.',
    description: 'Error: login refused',
  },
  invalidMobile: {
    id: 'err_invalid_mobile',
    defaultMessage: 'Número de telemóvel inválido.',
    description: 'Error: mobile number refused',
  },
  rateLimited: {
    id: 'err_rate_limited',
    defaultMessage: 'Demasiadas tentativas. Aguarde um momento e tente novamente.',
    description: 'Error: the platform rate-limited the request',
  },
  conflict: {
    id: 'err_conflict',
    defaultMessage: 'Este pedido já foi enviado.',
    description: 'Error: a request that conflicts with an earlier one (409)',
  },
  notFound: {
    id: 'err_not_found',
    defaultMessage: 'Não encontrámos o que procura.',
    description: 'Error: the requested item does not exist (404)',
  },
  maintenance: {
    id: 'err_maintenance',
    defaultMessage: 'A plataforma está em manutenção.',
    description: 'Error: platform under maintenance',
  },
  regionRestricted: {
    id: 'err_region_restricted',
    defaultMessage: 'O acesso está restrito pela sua localização ou IP.',
    description: 'Error: access restricted by location or IP',
  },
  trialRefused: {
    id: 'free_reject',
    defaultMessage: 'Esta função não está disponível para contas de demonstração.',
    description: 'Trial (free play) accounts are refused member actions (SPEC §5, §6)',
  },
  network: {
    id: 'err_network',
    defaultMessage: 'Sem ligação. Verifique a sua rede e tente novamente.',
    description: 'Error: the request could not reach the platform',
  },
  timeout: {
    id: 'err_timeout',
    defaultMessage: 'A plataforma demorou demasiado a responder. Tente novamente.',
    description: 'Error: the request timed out',
  },
  malformed: {
    id: 'err_malformed',
    defaultMessage: 'Recebemos uma resposta inesperada da plataforma. Tente novamente mais tarde.',
    description: 'Error: the platform answered with data the app does not understand',
  },
  invalidRequest: {
    id: 'err_invalid_request',
    defaultMessage: 'Alguns dados estão em falta ou não são válidos.',
    description: 'Error: the app refused to send an incomplete request',
  },
  payloadTooLarge: {
    id: 'err_payload_too_large',
    defaultMessage: 'O que enviou é demasiado grande. Encurte o texto ou envie menos de uma vez.',
    description: 'Error: the platform refused a request body over its size limit (413)',
  },
  passwordSame: {
    id: 'err_password_same',
    defaultMessage: 'A nova palavra-passe não pode ser igual à antiga.',
    description: 'Error: the new password equals the old one',
  },
  paymentPasswordNotSet: {
    id: 'err_payment_password_not_set',
    defaultMessage: 'Defina primeiro uma palavra-passe de pagamento.',
    description: 'Error: a withdrawal needs a payment password that is not set yet',
  },
  insufficientBalance: {
    id: 'err_insufficient_balance',
    defaultMessage: 'Saldo insuficiente.',
    description: 'Error: not enough balance',
  },
  insufficientPoints: {
    id: 'err_insufficient_points',
    defaultMessage: 'Pontos insuficientes.',
    description: 'Error: not enough points in the points mall',
  },
  outOfStock: {
    id: 'err_out_of_stock',
    defaultMessage: 'Este artigo esgotou.',
    description: 'Error: a points mall item is out of stock',
  },
  amountRange: {
    id: 'err_amount_range',
    defaultMessage: 'O valor está fora dos limites permitidos.',
    description: 'Error: an amount below the minimum or above the maximum',
  },
  promotionUnavailable: {
    id: 'err_promotion_unavailable',
    defaultMessage: 'Esta promoção já não está disponível.',
    description: 'Error: the promotion cannot be joined or claimed',
  },
  unknown: {
    id: 'err_unknown',
    defaultMessage: 'Ocorreu um erro desconhecido.',
    description: 'Error: anything else',
  },
});

/** Platform and client error codes and the message each one shows. */
const byCode: Record<string, MessageDescriptor> = {
  [ClientErrorCode.notLoggedIn]: errorMessages.notLoggedIn,
  [ClientErrorCode.sessionExpired]: errorMessages.sessionExpired,
  [ClientErrorCode.network]: errorMessages.network,
  [ClientErrorCode.timeout]: errorMessages.timeout,
  [ClientErrorCode.malformed]: errorMessages.malformed,
  [ClientErrorCode.aborted]: errorMessages.network,
  INVALID_REQUEST: errorMessages.invalidRequest,
  PAYLOAD_TOO_LARGE: errorMessages.payloadTooLarge,
  VALIDATION: errorMessages.invalidFormat,
  VALIDATION_ERROR: errorMessages.invalidFormat,
  INVALID_FORMAT: errorMessages.invalidFormat,
  CAPTCHA_INVALID: errorMessages.verificationCode,
  CAPTCHA_REQUIRED: errorMessages.verificationCode,
  VERIFICATION_CODE_INVALID: errorMessages.verificationCode,
  SMS_CODE_INVALID: errorMessages.verificationCode,
  INVALID_CREDENTIALS: errorMessages.invalidCredentials,
  LOGIN_FAILED: errorMessages.invalidCredentials,
  USER_NOT_FOUND: errorMessages.userNotFound,
  USER_DISABLED: errorMessages.userNotFound,
  USERNAME_EXISTS: errorMessages.usernameExists,
  MOBILE_INVALID: errorMessages.invalidMobile,
  INVALID_MOBILE: errorMessages.invalidMobile,
  RATE_LIMITED: errorMessages.rateLimited,
  TOO_MANY_REQUESTS: errorMessages.rateLimited,
  CONFLICT: errorMessages.conflict,
  DUPLICATE: errorMessages.conflict,
  NOT_FOUND: errorMessages.notFound,
  FORBIDDEN: errorMessages.noPermission,
  NO_PERMISSION: errorMessages.noPermission,
  TRIAL_REFUSED: errorMessages.trialRefused,
  MAINTENANCE: errorMessages.maintenance,
  PASSWORD_SAME: errorMessages.passwordSame,
  PAYMENT_PASSWORD_NOT_SET: errorMessages.paymentPasswordNotSet,
  INSUFFICIENT_BALANCE: errorMessages.insufficientBalance,
  INSUFFICIENT_POINTS: errorMessages.insufficientPoints,
  OUT_OF_STOCK: errorMessages.outOfStock,
  AMOUNT_OUT_OF_RANGE: errorMessages.amountRange,
  PROMOTION_UNAVAILABLE: errorMessages.promotionUnavailable,
  ALREADY_DONE: errorMessages.conflict,
  INTERNAL_ERROR: errorMessages.unknown,
  REGION_RESTRICTED: errorMessages.regionRestricted,
};

const byStatus: Record<number, MessageDescriptor> = {
  400: errorMessages.invalidFormat,
  401: errorMessages.notLoggedIn,
  403: errorMessages.noPermission,
  404: errorMessages.notFound,
  409: errorMessages.conflict,
  413: errorMessages.payloadTooLarge,
  429: errorMessages.rateLimited,
  503: errorMessages.maintenance,
};

/**
 * The message to show for a failure. `known` says whether the active catalogue has an id (the
 * platform's message keys are looked up first, since they are the product's own keys).
 */
export function describeError(
  error: unknown,
  known: (id: string) => boolean = () => false,
): MessageDescriptor {
  if (!(error instanceof ApiError)) return errorMessages.unknown;
  if (error.messageKey && known(error.messageKey)) return { id: error.messageKey };
  return byCode[error.code] ?? byStatus[error.status] ?? errorMessages.unknown;
}
