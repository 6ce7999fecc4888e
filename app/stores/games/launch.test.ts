import { describe, expect, it } from 'vitest';
import {
  closeTarget,
  lottoFramePath,
  lottoFrameQuery,
  playTypeOf,
  prizeModeOf,
  resolveLaunch,
} from './launch';

const member = { loggedIn: true };
const params = (to: string) => Object.fromEntries(new URL(to, 'http://x').searchParams);

describe('resolveLaunch', () => {
  it('sends guests to login whatever the game', () => {
    for (const vendor of ['PG', 'LOTT', 'TCG_SEA'])
      expect(resolveLaunch({ vendor }, { loggedIn: false })).toEqual({ kind: 'login', to: '/m/login' });
  });

  it('launches TCG_LOTTO_VN and TCG_SEA as the lottery with gameCode lobby, SEA prize mode for TCG_SEA', () => {
    const vn = resolveLaunch({ vendor: 'TCG_LOTTO_VN', gameId: '7' }, member);
    expect(vn.to.startsWith('/m/launchGame?')).toBe(true);
    expect(params(vn.to)).toMatchObject({
      vendor: 'TCG_LOTTO_VN',
      code: 'lobby',
      prize_mode: 'Lott',
      playType: 'trad',
    });
    const sea = resolveLaunch({ vendor: 'TCG_SEA' }, member);
    expect(params(sea.to)).toMatchObject({ vendor: 'TCG_SEA', code: 'lobby', prize_mode: 'SEA' });
  });

  it('sends LOTT and ELOTT to /m/launchGame with playType trad, prize_mode, code and pageBack=home', () => {
    const lott = resolveLaunch({ vendor: 'LOTT', gameCode: 'SSC' }, member);
    expect(new URL(lott.to, 'http://x').pathname).toBe('/m/launchGame');
    expect(params(lott.to)).toMatchObject({
      playType: 'trad',
      prize_mode: 'Lott',
      code: 'SSC',
      pageBack: 'home',
    });
    const elott = resolveLaunch({ vendor: 'ELOTT' }, member);
    expect(params(elott.to)).toMatchObject({
      playType: 'trad',
      prize_mode: 'Elott',
      code: 'lobby',
      pageBack: 'home',
    });
  });

  it('launches any other vendor generically with gameCategory, vendor, gameId and nodeId', () => {
    const t = resolveLaunch({ vendor: 'PG', gameType: 'RNG', gameId: 'g1', nodeId: 1001 }, member);
    expect(params(t.to)).toEqual({ gameCategory: 'RNG', vendor: 'PG', gameId: 'g1', nodeId: '1001' });
  });

  it('launches Entertainment lottery modes as ent', () => {
    expect(playTypeOf('Entertainment')).toBe('ent');
    expect(playTypeOf('Tradition')).toBe('trad');
    expect(playTypeOf(undefined)).toBe('trad');
    const t = resolveLaunch({ vendor: 'TCG_LOTTO_VN', lottoMode: 'Entertainment' }, member);
    expect(params(t.to).playType).toBe('ent');
    const lott = resolveLaunch({ vendor: 'LOTT', gameCode: 'k3', lottoMode: 'Entertainment' }, member);
    expect(params(lott.to)).toMatchObject({ playType: 'ent', code: 'k3', pageBack: 'home' });
  });
});

describe('prizeModeOf', () => {
  it('is the lottery mode unless the ELOTT mapping lists TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf('LOTT')).toBe('Lott');
    expect(prizeModeOf('LOTT', { ELOTT: ['LOTT'] })).toBe('Elott');
    expect(prizeModeOf('TCG_LOTTO_VN', { ELOTT: ['TCG_LOTTO_VN'] })).toBe('Elott');
    expect(prizeModeOf('TCG_LOTTO_VN', { ELOTT: ['LOTT'] })).toBe('Lott');
    expect(prizeModeOf('TCG_SEA', { ELOTT: ['TCG_SEA'] })).toBe('SEA');
  });
});

describe('lottery frame', () => {
  it('builds the frame path and query with css as merchant code plus .css', () => {
    expect(
      lottoFramePath({ mui: 'm1', playType: 'ent', gameId: '12', prizeMode: 'ZY', pageBack: true }),
    ).toBe('/m/lotto-h5/m1/ent/games/12?prize_mode=ZY&pageBack=home');
    expect(Object.fromEntries(lottoFrameQuery({ token: 't', merchant: 'verde', prizeMode: 'Lott' }))).toEqual(
      {
        token: 't',
        merchant: 'verde',
        css: 'verde.css',
        prize_mode: 'Lott',
      },
    );
  });

  it('closes to home when pageBack is present, else to /m/game', () => {
    expect(closeTarget('home')).toBe('/m/home');
    expect(closeTarget(null)).toBe('/m/game');
  });
});
