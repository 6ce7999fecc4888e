// Small pages the platform serves: the demo game, the lotto frame content, live chat, the
// deposit payment page and the customer service page. Each has a way back to the app.
import type { Context, Hono } from 'hono';
import type { Db } from '../db.ts';
import { tr, type MemberRow } from '../platform.ts';
import { newId } from '../security.ts';
import { round2 } from '../seed/index.ts';
import { escapeXml as esc } from '../svg.ts';
import type { Tickets } from '../tickets.ts';
import { addTransaction } from './member.ts';
import { confirmDeposit, DEPOSIT_TTL_MS, expireDeposits } from './wallet.ts';

const BASE_CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#10131a;color:#f4f4f6;min-height:100vh}
header{display:flex;align-items:center;justify-content:space-between;padding:12px 16px;background:#1c2230}
h1{font-size:18px;margin:0}main{padding:16px;max-width:520px;margin:0 auto}
a.close,button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 16px;
border-radius:22px;border:0;background:#f5b301;color:#111;font-weight:700;text-decoration:none;font-size:16px;cursor:pointer}
button:disabled{opacity:.5}.card{background:#1c2230;border-radius:12px;padding:16px;margin:12px 0}
.muted{color:#b8bfcc}.big{font-size:28px;font-weight:800}.balls{display:flex;gap:8px;flex-wrap:wrap}
.ball{width:44px;height:44px;border-radius:50%;background:#f5b301;color:#111;display:flex;align-items:center;justify-content:center;font-weight:800}
:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}
@media (prefers-reduced-motion:no-preference){.spin{transition:transform .3s}}
`;

function html(c: Context, title: string, body: string, opts: { css?: string; lang?: string } = {}): Response {
  return c.html(
    `<!doctype html><html lang="${esc(opts.lang ?? 'pt')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>${BASE_CSS}</style>${opts.css ? `<link rel="stylesheet" href="${esc(opts.css)}">` : ''}</head>
<body>${body}</body></html>`,
    200,
    { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  );
}

const htmlLang = (lang: string) =>
  ({ PT: 'pt', BR: 'pt-BR', EN: 'en', CN: 'zh-CN', TH: 'th', VN: 'vi', PH: 'fil' })[lang] ?? 'pt';
const T = (lang: string, pt: string, en: string) => (lang === 'PT' || lang === 'BR' ? pt : en);

function expired(c: Context) {
  return html(
    c,
    'Session expired',
    `<main><div class="card"><h1>Sessão expirada / Session expired</h1><p class="muted">Volte à app e abra o jogo de novo.</p>
<a class="close" href="/m/home" target="_top">Voltar / Back</a></div></main>`,
  );
}

export function registerPages(app: Hono, db: Db, tickets: Tickets, clock: () => number): void {
  const memberOf = (id: number) => db.get<MemberRow>('SELECT * FROM members WHERE id = ?', id);

  app.get('/sim/game/play', (c) => {
    const ticketId = c.req.query('ticket');
    const t = tickets.get(ticketId, clock());
    if (!t || t.kind !== 'game') return expired(c);
    const m = memberOf(t.memberId);
    if (!m) return expired(c);
    const lang = t.data.lang ?? 'PT';
    const close = T(lang, 'Fechar', 'Close');
    return html(
      c,
      t.data.name ?? 'Game',
      `<header><h1>${esc(t.data.name ?? '')}</h1><a class="close" href="${esc(t.data.back ?? '/m/home')}" target="_top">${close}</a></header>
<main><div class="card"><p class="muted">${esc(t.data.vendor ?? '')} · ${T(lang, 'Jogo de demonstração', 'Demo game')}</p>
<p>${T(lang, 'Saldo', 'Balance')}: <span class="big" id="balance">${round2(m.balance).toFixed(2)}</span></p>
<div class="balls" id="reels" aria-live="polite"><span class="ball">7</span><span class="ball">7</span><span class="ball">7</span></div>
<p id="result" class="muted" role="status"></p>
<form method="post" action="/sim/game/spin?ticket=${encodeURIComponent(ticketId!)}" id="spin">
<button type="submit">${T(lang, 'Girar (aposta 1,00)', 'Spin (bet 1.00)')}</button></form></div></main>
<script>
const form=document.getElementById('spin');form.addEventListener('submit',async(e)=>{e.preventDefault();
const b=form.querySelector('button');b.disabled=true;try{const r=await fetch(form.action,{method:'POST'});const j=await r.json();
if(j.success){document.getElementById('balance').textContent=j.value.balance.toFixed(2);
document.getElementById('reels').innerHTML=j.value.reels.map(n=>'<span class="ball">'+n+'</span>').join('');
document.getElementById('result').textContent=j.value.win>0?'+'+j.value.win.toFixed(2):'—';}
else document.getElementById('result').textContent=j.message;}finally{b.disabled=false}});
</script>`,
      { lang: htmlLang(lang) },
    );
  });

  // One spin of the demo game: a real bet and payout on the member's wallet, recorded.
  app.post('/sim/game/spin', (c) => {
    const now = clock();
    const t = tickets.get(c.req.query('ticket'), now);
    if (!t) return c.json({ success: false, code: 'SESSION_EXPIRED', message: 'err_session_expired' }, 401);
    const bet = 1;
    const result = db.tx(() => {
      const m = memberOf(t.memberId);
      if (!m || m.balance < bet) return undefined;
      const reels = [0, 0, 0].map(() => 1 + Math.floor(Math.random() * 7));
      const win =
        reels[0] === reels[1] && reels[1] === reels[2]
          ? 20
          : reels[0] === reels[1] || reels[1] === reels[2]
            ? 2
            : 0;
      const balance = round2(m.balance - bet + win);
      db.run('UPDATE members SET balance = ?, bet_total = bet_total + ? WHERE id = ?', balance, bet, m.id);
      const node =
        Number(t.data.node) ||
        (db.get<{ node_id: number }>(
          'SELECT node_id FROM games WHERE vendor = ? ORDER BY sort LIMIT 1',
          t.data.vendor ?? '',
        )?.node_id ??
          0);
      db.run(
        `INSERT INTO bets (id, member_id, time, node_id, bet, valid_bet, win_loss, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'SETTLED')`,
        `B${now.toString(36).toUpperCase()}${newId(4).toUpperCase()}`,
        m.id,
        now,
        node,
        bet,
        bet,
        win - bet,
      );
      addTransaction(db, m.id, now, 'BET', -bet, round2(m.balance - bet), t.data.name ?? '');
      if (win) addTransaction(db, m.id, now + 1, 'PAYOUT', win, balance, t.data.name ?? '');
      return { reels, win, balance };
    });
    if (!result)
      return c.json(
        { success: false, code: 'INSUFFICIENT_BALANCE', message: 'err_insufficient_balance' },
        400,
      );
    return c.json({ success: true, code: 0, message: '', value: result });
  });

  app.get('/sim/lotto-h5/css/:file', (c) => {
    const code = c.req.param('file').replace(/\.css$/, '');
    const row = db.get<{ config: string }>('SELECT config FROM merchants WHERE code = ?', code);
    if (!row) return c.notFound();
    const accent = { aurum: '#f5b301', verde: '#19c37d', lumen: '#7c9cff' }[code] ?? '#f5b301';
    return c.body(
      `a.close,button,.ball{background:${accent}}header{border-bottom:2px solid ${accent}}`,
      200,
      {
        'content-type': 'text/css; charset=utf-8',
      },
    );
  });

  app.get('/sim/lotto-h5/:mui/:playType/games/:gameId', (c) => {
    const now = clock();
    const t = tickets.get(c.req.query('ticket'), now);
    if (!t || t.kind !== 'lotto') return expired(c);
    const lang = t.data.lang ?? 'PT';
    const gameId = c.req.param('gameId');
    const g = db.get<{ names: string; vendor: string }>(
      'SELECT names, vendor FROM games WHERE node_id = ? OR game_code = ?',
      Number(gameId) || -1,
      gameId,
    );
    const name = g
      ? tr(g.names, lang)
      : gameId === 'lobby'
        ? T(lang, 'Lóbi da loteria', 'Lottery lobby')
        : gameId;
    const css = `/sim/lotto-h5/css/${encodeURIComponent(t.merchant)}.css`;
    // Draws follow the platform clock. The countdown runs from the platform time the page was made
    // at, on the device's monotonic clock: the device's date need not agree with a moved platform clock.
    const drawEvery = 60_000;
    const next = Math.ceil(now / drawEvery) * drawEvery;
    const numbers = [3, 7, 12, 25, 31, 44].map((n) => `<span class="ball">${n}</span>`).join('');
    return html(
      c,
      name,
      `<header><h1>${esc(name)}</h1></header>
<main><div class="card"><p class="muted">${esc(c.req.param('playType'))} · ${esc(t.data.prizeMode || 'Lott')} · ${esc(c.req.param('mui'))}</p>
<p>${T(lang, 'Próximo sorteio', 'Next draw')}: <strong id="next" data-at="${next}" data-now="${now}"></strong></p>
<p class="muted">${T(lang, 'Último resultado', 'Last result')}</p><div class="balls">${numbers}</div></div></main>
<script>const el=document.getElementById('next');const left=Number(el.dataset.at)-Number(el.dataset.now);
const t0=performance.now();
function tick(){const s=Math.max(0,Math.round((left-(performance.now()-t0))/1000));el.textContent='00:'+String(s).padStart(2,'0');}
tick();setInterval(tick,1000);</script>`,
      { css, lang: htmlLang(lang) },
    );
  });

  app.get('/sim/chat', (c) => {
    const t = tickets.get(c.req.query('ticket'), clock());
    if (!t || t.kind !== 'chat') return expired(c);
    const m = memberOf(t.memberId);
    const lang = t.data.lang ?? 'PT';
    const color = t.data.color
      ? t.data.color.startsWith('#')
        ? t.data.color
        : `#${t.data.color}`
      : '#1c2230';
    return html(
      c,
      t.data.title || 'Live chat',
      `<header style="background:${esc(color)}"><h1>${esc(t.data.title || T(lang, 'Chat ao vivo', 'Live chat'))}</h1>
<a class="close" href="${esc(t.data.back ?? '/m/home')}" target="_top">${T(lang, 'Voltar', 'Back')}</a></header>
<main><div class="card" id="log" aria-live="polite"><p><strong>${T(lang, 'Apoio', 'Support')}:</strong> ${T(lang, 'Olá', 'Hello')} ${esc(m?.nickname || m?.username || '')}! ${T(lang, 'Como podemos ajudar?', 'How can we help?')}</p></div>
<form id="f" class="card"><label for="msg">${T(lang, 'Mensagem', 'Message')}</label><br>
<input id="msg" maxlength="500" style="width:100%;min-height:44px;margin:8px 0;font-size:16px" autocomplete="off">
<button type="submit">${T(lang, 'Enviar', 'Send')}</button></form></main>
<script>const f=document.getElementById('f'),log=document.getElementById('log'),i=document.getElementById('msg');
f.addEventListener('submit',e=>{e.preventDefault();const v=i.value.trim();if(!v)return;const p=document.createElement('p');
p.textContent=v;log.appendChild(p);i.value='';const r=document.createElement('p');
r.textContent=${JSON.stringify(T(lang, 'Apoio: recebemos a sua mensagem.', 'Support: we got your message.'))};log.appendChild(r);});</script>`,
      { lang: htmlLang(lang) },
    );
  });

  app.get('/sim/pay/:orderId', (c) => {
    expireDeposits(db, clock());
    const d = db.get<{ order_id: string; amount: number; status: string; created_at: number }>(
      'SELECT order_id, amount, status, created_at FROM deposits WHERE order_id = ?',
      c.req.param('orderId'),
    );
    if (!d) return c.notFound();
    const open = d.status === 'PENDING' && clock() <= d.created_at + DEPOSIT_TTL_MS;
    return html(
      c,
      `Payment ${d.order_id}`,
      `<header><h1>Pagamento / Payment</h1><a class="close" href="/m/voucherCenter" target="_top">Voltar / Back</a></header>
<main><div class="card"><p class="muted">${esc(d.order_id)}</p><p class="big">${d.amount.toFixed(2)}</p>
<p role="status">${esc(d.status)}</p>${
        open
          ? `<form method="post" action="/sim/pay/${encodeURIComponent(d.order_id)}/confirm"><button type="submit">Já paguei / I have paid</button></form>`
          : ''
      }</div></main>`,
    );
  });

  app.post('/sim/pay/:orderId/confirm', (c) => {
    confirmDeposit(db, c.req.param('orderId'), clock());
    return c.redirect(`/sim/pay/${encodeURIComponent(c.req.param('orderId'))}`, 303);
  });

  app.get('/sim/cs/:code', (c) => {
    const row = db.get<{ config: string }>(
      'SELECT config FROM merchants WHERE code = ?',
      c.req.param('code'),
    );
    if (!row) return c.notFound();
    const name = (JSON.parse(row.config) as { name: string }).name;
    return html(
      c,
      `${name} support`,
      `<header><h1>${esc(name)} · Apoio ao cliente</h1><a class="close" href="/m/home" target="_top">Voltar</a></header>
<main><div class="card"><p>Atendimento 24/7. Responderemos em poucos minutos.</p><p class="muted">Customer service, 24/7.</p></div></main>`,
    );
  });
}
