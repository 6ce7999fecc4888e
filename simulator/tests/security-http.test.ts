// What the platform refuses before any route: bodies over the size limit (413), paths whose
// percent-encoding does not decode (400, also the app's own /m pages when the platform is mounted
// under a host as `npm start` does), odd characters in download names (404, never a server
// error); and SIM_CONTROL off removes the control API and the stand-in social sign-in.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../guards.ts';
import { STANDIN_PREFIX } from '../routes/oauth.ts';
import { startTestPlatform, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
let token: string;
beforeAll(async () => {
  tp = await startTestPlatform();
  token = await tp.login();
});
afterAll(() => tp.dispose());

describe('body size', () => {
  it('refuses a body over 1 MB with 413 and the typed error', async () => {
    const res = await tp.request(contract.feedback.path, {
      method: 'PUT',
      token,
      body: JSON.stringify({ category: 'other', content: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    // Its own message key, which the app translates (not the generic invalid-request one).
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'err_payload_too_large',
    });
  });

  it('refuses a streamed body (no Content-Length) once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await tp.app.request(contract.feedback.path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('lets a reward image upload carry a 5 MB image, and no more than its own limit', async () => {
    const fiveMb = Buffer.alloc(5 * 1024 * 1024 - 1024).toString('base64');
    const upload = (data: string) =>
      tp.request(contract.uploadRewardImage.path, {
        method: 'POST',
        token,
        body: JSON.stringify({ fileName: 'a.png', contentType: 'image/png', data }),
      });
    // Not a PNG: refused by content (400), not by size.
    expect((await upload(fiveMb)).status).toBe(400);
    expect((await upload('A'.repeat(MAX_UPLOAD_BODY_BYTES + 1))).status).toBe(413);
  });
});

describe('malformed paths', () => {
  // As `npm start` mounts it: the platform under a host that also serves the app at /m.
  const host = new Hono();
  beforeAll(() => {
    host.route('/', tp.app);
    host.get('/m/*', (c) => c.text(decodeURIComponent(new URL(c.req.url).pathname)));
  });

  it('answers 400 for a percent-encoding that does not decode, under /m, /sim, /wps and /__sim', async () => {
    for (const path of [
      '/m/%E0%A4%A',
      '/m/%',
      '/m/home/%ZZ',
      '/sim/img/game/%E0.png',
      '/wps/game/%',
      '/__sim/sms/%ZZ',
    ])
      expect((await host.request(path)).status, path).toBe(400);
    expect((await host.request('/m/home')).status).toBe(200);
    expect((await host.request('/m/%E2%82%AC')).status).toBe(200);
  });

  it('answers 404 for odd characters in download names, 200 for a real one', async () => {
    for (const path of [
      '/sim/download/aurum%0A/app.apk',
      '/sim/download/au%22rum/app.apk',
      '/sim/download/%E2%80%A8/app.apk',
      '/sim/download/aurum%0D%0ASet-Cookie:x=1/app.apk',
      '/sim/download/nobody/app.apk',
      '/sim/download/aurum/app%0A.apk',
    ])
      expect((await host.request(path)).status, path).toBe(404);
    const ok = await host.request('/sim/download/aurum/app.apk');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toBe('attachment; filename="aurum-app.apk"');
  });

  it('serves a web-clip profile that opens the merchant’s home with the WEBCLIP marker', async () => {
    const res = await host.request('/sim/download/verde/app.mobileconfig');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    const profile = await res.text();
    expect(profile).toContain('<string>com.apple.webClip.managed</string>');
    expect(profile).toContain('<key>FullScreen</key><true/>');
    const url = /<key>URL<\/key><string>([^<]+)<\/string>/.exec(profile)?.[1]?.replaceAll('&amp;', '&');
    expect(new URL(url!).pathname).toBe('/m/home');
    expect(Object.fromEntries(new URL(url!).searchParams)).toEqual({ merchant: 'verde', webclip: '1' });
    // The same merchant's profile keeps its identity (a second install replaces the first).
    expect(await (await host.request('/sim/download/verde/app.mobileconfig')).text()).toBe(profile);
  });
});

describe('SIM_CONTROL off', () => {
  it('removes the control API and the stand-in social sign-in (404)', async () => {
    const off = await startTestPlatform({ control: false });
    try {
      for (const [method, path] of [
        ['POST', '/__sim/reset'],
        ['GET', '/__sim/sms/912345601'],
        ['GET', '/__sim/captcha/x'],
        ['GET', `${STANDIN_PREFIX}/facebook.js`],
        ['POST', `${STANDIN_PREFIX}/token`],
      ] as const)
        expect((await off.request(path, { method })).status, path).toBe(404);
      expect((await off.request('/wps/system/status')).status).toBe(200);
    } finally {
      off.dispose();
    }
  });

  it('keeps both on by default', async () => {
    expect((await tp.request(`${STANDIN_PREFIX}/facebook.js`)).status).toBe(200);
    expect((await tp.request('/__sim/captcha/none')).status).toBe(404); // the route answers: no such captcha
    expect((await tp.request('/__sim/merchants/aurum')).status).toBe(200);
  });
});
