// A captcha image and its id (SPEC §2, §4): fetched when shown, refreshed on tap, after a failed
// attempt and when the login method changes. The answer travels with the id in the next call.
import { makeAutoObservable } from 'mobx';
import { Loader, type LoadState } from '../load';

export interface CaptchaImage {
  captchaId: string;
  /** A data URL. */
  image: string;
  expiresAt: number;
}

export class CaptchaStore {
  captchaId = '';
  image = '';
  private readonly loader = new Loader();

  constructor(private readonly fetchCaptcha: () => Promise<CaptchaImage>) {
    makeAutoObservable<CaptchaStore, 'fetchCaptcha' | 'loader'>(this, {
      fetchCaptcha: false,
      loader: false,
    });
  }

  get state(): LoadState {
    return this.loader.state;
  }

  /** Loads a new image; an older request that answers late is ignored. */
  async refresh() {
    const applied = await this.loader.run(this.fetchCaptcha, (c) => {
      this.captchaId = c.captchaId;
      this.image = c.image;
    });
    // A failed image leaves no id to answer against.
    if (!applied && this.loader.state === 'error') this.clearImage();
  }

  clear() {
    this.loader.reset();
    this.clearImage();
  }

  private clearImage() {
    this.captchaId = '';
    this.image = '';
  }
}
