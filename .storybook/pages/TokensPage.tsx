// The Tokens page: generated from the token build's docs (design-system/theme/generated/docs/*.json),
// so designers review a merchant without reading code. It shows the merchant whose theme is on
// <html> (the toolbar's choice, or the one the visual check switched to), so labels and swatches
// always agree.
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { vars } from '../../design-system/theme/vars.css.ts';
import {
  merchantAssetUrls,
  resolveMerchantCode,
  type MerchantCode,
} from '../../design-system/theme/runtime.ts';
import { checkContrast, type ContrastResult } from '../../themes/build/contrast.ts';
import type { TokenDoc } from '../../themes/build/formats.ts';

const docsByFile = import.meta.glob<TokenDoc[]>('../../design-system/theme/generated/docs/*.json', {
  eager: true,
  import: 'default',
});

export function tokensOf(code: MerchantCode): TokenDoc[] {
  const entry = Object.entries(docsByFile).find(([file]) => file.endsWith(`/${code}.json`));
  if (!entry) throw new Error(`No generated token docs for ${code}: run npm run tokens`);
  return entry[1];
}

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-merchant'] });
  return () => observer.disconnect();
};
const currentMerchant = () => resolveMerchantCode(document.documentElement.dataset.merchant);

/** The merchant whose theme is on <html>. */
export function useAppliedMerchant(): MerchantCode {
  return useSyncExternalStore(subscribe, currentMerchant, currentMerchant);
}

const page: CSSProperties = {
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.xl,
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
  minHeight: '100dvh',
};
const mono: CSSProperties = { fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs };
const secondary: CSSProperties = { color: vars.color.text.secondary, fontSize: vars.font.size.sm };
const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ display: 'grid', gap: vars.space.sm }}>
      <h2 style={{ fontSize: vars.font.size.lg }}>{title}</h2>
      {children}
    </section>
  );
}

function Header({ code, what }: { code: MerchantCode; what: string }) {
  return (
    <header style={{ ...row, gap: vars.space.md }}>
      <img src={merchantAssetUrls(code).logoUrl} alt="" width={40} height={40} />
      <div>
        <h1 style={{ fontSize: vars.font.size.xl }}>
          {code} · {what}
        </h1>
        <p style={secondary}>Generated from tokens/ and themes/{code}/ (npm run tokens).</p>
      </div>
    </header>
  );
}

const cssVar = (doc: TokenDoc) => `var(${doc.cssVar})`;
const contract = (docs: TokenDoc[]) => docs.filter((d) => d.tier === 'semantic' || d.tier === 'component');

export function ColoursPage() {
  const code = useAppliedMerchant();
  const colours = contract(tokensOf(code)).filter((d) => d.type === 'color');
  const groups = Map.groupBy(colours, (d) => d.path.split('.').slice(0, -1).join('.'));
  return (
    <main style={page}>
      <Header code={code} what="colours" />
      {[...groups].map(([group, docs]) => (
        <Section key={group} title={group}>
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: '1fr 1fr',
              gap: vars.space.xs,
            }}
          >
            {docs.map((d) => (
              <li key={d.path} style={row}>
                <span
                  aria-hidden
                  style={{
                    width: vars.size.tapTarget,
                    height: vars.size.tapTarget,
                    flex: 'none',
                    borderRadius: vars.radius.md,
                    background: cssVar(d),
                    border: `${vars.size.hairline} solid ${vars.color.border.strong}`,
                  }}
                />
                <span style={{ display: 'grid' }}>
                  <span>
                    {d.path.split('.').at(-1)}
                    {d.overridden ? ' ★' : ''}
                  </span>
                  <span style={{ ...mono, color: vars.color.text.secondary }}>{d.value}</span>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <p style={secondary}>★ overridden by this merchant</p>
    </main>
  );
}

/** The base palette (tier 1): raw colours the semantic tokens point at. */
export function PalettePage() {
  const code = useAppliedMerchant();
  const base = tokensOf(code)
    .filter((d) => d.tier === 'base' && d.type === 'color')
    .sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
  const groups = Map.groupBy(base, (d) => d.path.split('.').slice(2, -1).join('.') || 'plain');
  return (
    <main style={page}>
      <Header code={code} what="base palette" />
      {[...groups].map(([group, docs]) => (
        <Section key={group} title={group}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }}>
            {docs.map((d) => (
              <span key={d.path} style={{ display: 'grid', justifyItems: 'center', gap: vars.space.xxs }}>
                <span
                  aria-hidden
                  style={{
                    width: vars.size.tapTarget,
                    height: vars.size.tapTarget,
                    borderRadius: vars.radius.sm,
                    background: d.value,
                    border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
                  }}
                />
                <span style={mono}>{d.path.split('.').at(-1)}</span>
              </span>
            ))}
          </div>
        </Section>
      ))}
    </main>
  );
}

function PairSample({ result, docs }: { result: ContrastResult; docs: Map<string, TokenDoc> }) {
  const fg = docs.get(result.fg)!;
  const bg = docs.get(result.bg)!;
  const box: CSSProperties = {
    width: vars.size.gameTile,
    flex: 'none',
    minHeight: vars.size.tapTarget,
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.md,
    background: cssVar(bg),
  };
  // Text pairs show text; border pairs show a border, so the page itself stays accessible.
  return result.kind === 'ui' ? (
    <span aria-hidden style={box}>
      <span
        style={{
          width: vars.size.iconLg,
          height: vars.size.iconMd,
          borderRadius: vars.radius.sm,
          border: `${vars.size.focusRing} solid ${cssVar(fg)}`,
        }}
      />
    </span>
  ) : (
    <span style={{ ...box, color: cssVar(fg), fontWeight: vars.font.weight.bold }}>Aa 123</span>
  );
}

export function ContrastPage() {
  const code = useAppliedMerchant();
  const docs = new Map(tokensOf(code).map((d) => [d.path, d]));
  const results = checkContrast((p) => docs.get(p)?.value);
  const failing = results.filter((r) => !r.pass).length;
  return (
    <main style={page}>
      <Header code={code} what="contrast" />
      <p style={secondary}>
        WCAG 2.2 AA: text 4.5:1, large text and UI borders 3:1. Pairs: themes/build/contrast.config.ts.{' '}
        {failing === 0 ? `All ${results.length} pairs pass.` : `${failing} of ${results.length} pairs fail.`}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm }}>
        {results.map((r) => (
          <li key={`${r.kind}|${r.fg}|${r.bg}`} style={row}>
            <PairSample result={r} docs={docs} />
            <span style={{ display: 'grid', minWidth: 0 }}>
              <span style={mono}>{r.fg}</span>
              <span style={{ ...mono, color: vars.color.text.secondary }}>on {r.bg}</span>
              <span style={{ fontSize: vars.font.size.sm }}>
                {r.ratio.toFixed(2)}:1 · {r.kind} ≥ {r.min}:1 · {r.pass ? 'pass' : 'FAIL'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function TypographyPage() {
  const code = useAppliedMerchant();
  const docs = contract(tokensOf(code));
  const of = (prefix: string) => docs.filter((d) => d.path.startsWith(prefix));
  return (
    <main style={page}>
      <Header code={code} what="type" />
      <Section title="font.size">
        {of('font.size.').map((d) => (
          <div key={d.path} style={{ display: 'grid' }}>
            <span style={{ ...mono, color: vars.color.text.secondary }}>
              {d.path} · {d.value}
            </span>
            <span style={{ fontSize: cssVar(d), lineHeight: vars.font.lineHeight.tight }}>
              Jogue agora · 123
            </span>
          </div>
        ))}
      </Section>
      <Section title="font.weight">
        {of('font.weight.').map((d) => (
          <span key={d.path} style={{ fontWeight: cssVar(d) }}>
            {d.path.split('.').at(-1)} {d.value} · Jogue agora
          </span>
        ))}
      </Section>
      <Section title="font.lineHeight">
        {of('font.lineHeight.').map((d) => (
          <p key={d.path} style={{ lineHeight: cssVar(d), fontSize: vars.font.size.sm }}>
            <span style={mono}>
              {d.path} {d.value}
            </span>{' '}
            Promoções e jogos novos toda semana, com bónus para membros.
          </p>
        ))}
      </Section>
      <Section title="font.family">
        {of('font.family.').map((d) => (
          <span key={d.path} style={{ fontFamily: cssVar(d) }}>
            {d.path.split('.').at(-1)} · <span style={mono}>{d.value}</span>
          </span>
        ))}
      </Section>
    </main>
  );
}

export function SpacingPage() {
  const code = useAppliedMerchant();
  const docs = contract(tokensOf(code));
  const of = (prefix: string) => docs.filter((d) => d.path.startsWith(prefix));
  const label = (d: TokenDoc) => (
    <span style={{ ...mono, width: vars.size.gameTile, flex: 'none' }}>
      {d.path.split('.').slice(1).join('.')} {d.value}
    </span>
  );
  return (
    <main style={page}>
      <Header code={code} what="space, size, radius" />
      <Section title="space">
        {of('space.').map((d) => (
          <div key={d.path} style={row}>
            {label(d)}
            <span
              aria-hidden
              style={{ width: cssVar(d), height: vars.space.lg, background: vars.color.bg.accent }}
            />
          </div>
        ))}
      </Section>
      <Section title="radius">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md }}>
          {[
            ...of('radius.'),
            ...docs.filter((d) => /^(button|input|card|dialog|tile)\.radius$/.test(d.path)),
          ].map((d) => (
            <div key={d.path} style={{ display: 'grid', gap: vars.space.xs, justifyItems: 'center' }}>
              <span
                aria-hidden
                style={{
                  width: vars.size.gameTile,
                  height: vars.size.avatar,
                  borderRadius: cssVar(d),
                  background: vars.color.bg.surfaceRaised,
                  border: `${vars.size.hairline} solid ${vars.color.border.strong}`,
                }}
              />
              <span style={mono}>
                {d.path} {d.value}
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="shadow">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }}>
          {of('shadow.').map((d) => (
            <span
              key={d.path}
              style={{
                ...mono,
                padding: vars.space.lg,
                borderRadius: vars.radius.md,
                background: vars.color.bg.surface,
                boxShadow: cssVar(d),
              }}
            >
              {d.path}
            </span>
          ))}
        </div>
      </Section>
      <Section title="size">
        {of('size.').map((d) => (
          <div key={d.path} style={row}>
            {label(d)}
          </div>
        ))}
      </Section>
      <Section title="motion, zIndex">
        {[...of('motion.'), ...of('zIndex.')].map((d) => (
          <span key={d.path} style={mono}>
            {d.path} {d.value}
          </span>
        ))}
      </Section>
    </main>
  );
}
