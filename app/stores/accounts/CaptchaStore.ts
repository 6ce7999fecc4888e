// A captcha image and its id (SPEC §2, §4): fetched when shown, refreshed on tap, after a failed
// attempt and when the login method changes. The answer travels with the id in the next call.
import { makeAutoObservable, runInAction } from 'mobx';

export interface CaptchaImage {
  captchaId: string;
  /** A data URL. */
  image: string;
  expiresAt: number;
}

export type CaptchaState = 'idle' | 'loading' | 'loaded' | 'failed';

export class CaptchaStore {
  captchaId = '';
  image = '';
  state: CaptchaState = 'idle';
  private request = 0;

  constructor(private readonly fetchCaptcha: () => Promise<CaptchaImage>) {
    makeAutoObservable<CaptchaStore, 'fetchCaptcha' | 'request'>(this, {
      fetchCaptcha: false,
      request: false,
    });
  }

  /** Loads a new image; an older request that answers late is ignored. */
  async refresh() {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const c = await this.fetchCaptcha();
      runInAction(() => {
        if (request !== this.request) return;
        this.captchaId = c.captchaId;
        this.image = c.image;
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (request !== this.request) return;
        this.captchaId = '';
        this.image = '';
        this.state = 'failed';
      });
    }
  }

  clear() {
    this.request++;
    this.captchaId = '';
    this.image = '';
    this.state = 'idle';
  }
}
