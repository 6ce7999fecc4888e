// The logged-in member's info (SPEC §3): loaded after login and at start with a session.
import { makeAutoObservable } from 'mobx';
import { memberCalls } from '@contract/calls/member';
import type { MemberInfo } from '../api/types';
import { Loader, type LoadState } from './load';
import type { RootStore } from './RootStore';

export class MemberStore {
  info: MemberInfo | null = null;
  private readonly loader = new Loader();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MemberStore, 'root' | 'loader'>(this, { root: false, loader: false });
  }

  get state(): LoadState {
    return this.loader.state;
  }

  get error(): unknown {
    return this.loader.error;
  }

  async load() {
    if (!this.root.session.isLoggedIn) return;
    await this.loader.run(
      () => this.root.api.call(memberCalls.memberInfo, {}),
      (info) => {
        this.info = info;
      },
    );
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
    this.loader.reset();
  }
}
