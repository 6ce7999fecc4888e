// Requesting an SMS code (login, registration, password reset): the mobile number is checked by
// the form first, then the human-verification step (a captcha in a dialog, SPEC §7 "human-
// verification result") and only then the request; the button then cools down (SmsCooldown).
// A double tap sends one request; the platform's rate limit (retryAfter) extends the cooldown.
import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { isApiError } from '../../api/errors';
import { errorMessages } from '../../api/errorMessages';
import { ToastDuration } from '../UiStore';
import type { SmsCodeSent } from './api';
import { CaptchaStore, type CaptchaImage } from './CaptchaStore';
import type { Notifier } from './deps';
import { FormField } from './FormField';
import { accountMessages } from './messages';
import { checkCaptcha } from './rules';
import { SmsCooldown, type Clock, type SmsPurpose } from './SmsCooldown';
import type { KeyValueStorage } from '../storage';

export type SendSms = (verification: { captcha: string; captchaId: string }) => Promise<SmsCodeSent>;

export class SmsCodeFlow {
  readonly cooldown: SmsCooldown;
  readonly captcha: CaptchaStore;
  readonly answer = new FormField('smsCaptcha', checkCaptcha);
  dialogOpen = false;
  /** The last failure of a request (shown in the dialog or the form). */
  error: unknown = null;
  private pending: SendSms | null = null;

  constructor(
    purpose: SmsPurpose,
    storage: KeyValueStorage,
    fetchCaptcha: () => Promise<CaptchaImage>,
    private readonly ui: Notifier,
    clock?: Clock,
    /** The toast once the code is on its way ('sent by SMS'; an e-mail code says so). */
    private readonly sentMessage: MessageDescriptor = accountMessages.smsSent,
  ) {
    this.cooldown = new SmsCooldown(purpose, storage, clock);
    this.captcha = new CaptchaStore(fetchCaptcha);
    makeAutoObservable<SmsCodeFlow, 'ui' | 'pending' | 'sentMessage'>(this, {
      cooldown: false,
      captcha: false,
      answer: false,
      ui: false,
      pending: false,
      sentMessage: false,
    });
  }

  /** Opens the verification step for a send (the form has checked the mobile number). */
  open(send: SendSms) {
    if (!this.cooldown.canSend || this.dialogOpen) return;
    this.pending = send;
    this.error = null;
    this.answer.reset();
    this.dialogOpen = true;
    void this.captcha.refresh();
  }

  cancel() {
    this.dialogOpen = false;
    this.pending = null;
    this.captcha.clear();
  }

  /** Sends the code with the verification answer. Resolves true when the code was sent. */
  async confirm(): Promise<boolean> {
    const send = this.pending;
    if (!send || !this.answer.validate()) return false;
    if (!this.cooldown.begin()) return false;
    this.error = null;
    const hide = this.ui.showLoading(accountMessages.smsSending);
    try {
      const sent = await send({ captcha: this.answer.value.trim(), captchaId: this.captcha.captchaId });
      hide();
      runInAction(() => {
        this.cooldown.end(sent.canSendTime);
        this.dialogOpen = false;
        this.pending = null;
      });
      this.ui.showToast(this.sentMessage, { kind: 'success', duration: ToastDuration.medium });
      return true;
    } catch (e) {
      hide();
      runInAction(() => {
        this.cooldown.end();
        if (isApiError(e) && (e.code === 'CAPTCHA_INVALID' || e.code === 'CAPTCHA_REQUIRED')) {
          this.answer.reset();
          this.answer.setError(
            e.code === 'CAPTCHA_INVALID' ? errorMessages.verificationCode : accountMessages.writeCode,
          );
          void this.captcha.refresh();
          return;
        }
        const retryAfter = isApiError(e) ? Number(e.flag('retryAfter')) : NaN;
        if (Number.isFinite(retryAfter) && retryAfter > 0) this.cooldown.start(retryAfter);
        this.error = e;
        // Anything but a captcha problem closes the step; the form shows the message.
        this.dialogOpen = false;
        this.pending = null;
      });
      return false;
    }
  }

  dispose() {
    this.cooldown.dispose();
  }
}
