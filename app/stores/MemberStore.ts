// The logged-in member's info (SPEC §3): loaded after login and at start with a session.
import { makeAutoObservable, runInAction } from 'mobx';
import { memberCalls } from '@contract/calls/member';
import type { MemberInfo } from '../api/types';
import type { LoadState } from './SiteSettingsStore';
import type { RootStore } from './RootStore';

export class MemberStore {
  info: MemberInfo | null = null;
  state: LoadState = 'idle';
  error: unknown = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MemberStore, 'root'>(this, { root: false });
  }

  async load() {
    if (!this.root.session.isLoggedIn) return;
    this.state = 'loading';
    try {
      const info = await this.root.api.call(memberCalls.memberInfo, {});
      runInAction(() => {
        this.info = info;
        this.state = 'ready';
        this.error = null;
      });
    } catch (e) {
      runInAction(() => {
        this.error = e;
        this.state = 'error';
      });
    }
  }

  /** Nickname, else account, else the session's user name. */
  get displayName(): string {
    return this.info?.nickname || this.info?.account || this.root.session.info?.userName || '';
  }

  get vipLabel(): string | null {
    return this.info?.clubLabel?.labelName ?? null;
  }

  reset() {
    this.info = null;
    this.state = 'idle';
    this.error = null;
  }
}
