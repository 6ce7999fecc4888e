import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../storage';
import {
  detectRegisterMethod,
  isStandalone,
  rememberWebclip,
  type ClientEnvironment,
} from './registerMethod';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const env = (o: Partial<ClientEnvironment>): ClientEnvironment => ({
  userAgent: android,
  displayStandalone: false,
  iosStandalone: false,
  webclipFlag: false,
  ...o,
});

describe('registerMethod (SPEC §3)', () => {
  it('is H5 in a browser tab', () => {
    expect(detectRegisterMethod(env({}))).toBe('H5');
    expect(detectRegisterMethod(env({ userAgent: iphone }))).toBe('H5');
  });
  it('is APP inside the native app web view', () => {
    expect(detectRegisterMethod(env({ userAgent: `${android} MCApp/3.2.1` }))).toBe('APP');
  });
  it('is PWA when installed (standalone display mode)', () => {
    expect(detectRegisterMethod(env({ displayStandalone: true }))).toBe('PWA');
    expect(isStandalone(env({ displayStandalone: true }))).toBe(true);
  });
  it('is WEBCLIP from an iOS home-screen web clip', () => {
    expect(detectRegisterMethod(env({ userAgent: iphone, iosStandalone: true }))).toBe('WEBCLIP');
    expect(detectRegisterMethod(env({ userAgent: iphone, webclipFlag: true }))).toBe('WEBCLIP');
  });
  it('remembers a launch from the web clip (?webclip=1) in the WEBCLIP flag', () => {
    const local = new MemoryStorage();
    rememberWebclip('?merchant=verde', local);
    expect(local.getItem('WEBCLIP')).toBeNull();
    rememberWebclip('?merchant=verde&webclip=1', local);
    expect(local.getItem('WEBCLIP')).toBe('1');
    // A later page without the query keeps the flag.
    rememberWebclip('', local);
    expect(local.getItem('WEBCLIP')).toBe('1');
  });
});
