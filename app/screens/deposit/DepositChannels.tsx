// The deposit channels in either layout (base: a list of cards with limits, fee and presets;
// new: a two-column grid of compact tiles).
import { useIntl } from 'react-intl';
import type { ResponseOf } from '@contract/define';
import type { contract } from '@contract';
import { formatAmount, formatMoney } from '../../format/format';
import { depositMessages, feeMessage, limitsMessage } from './messages';
import * as css from './Deposit.css';

export type Channel = ResponseOf<typeof contract.depositChannels>[number];

export function DepositChannels({
  channels,
  symbol,
  layout,
}: {
  channels: Channel[];
  symbol: string;
  layout: 'base' | 'new';
}) {
  const intl = useIntl();
  const presetsLabel = intl.formatMessage(depositMessages.presets);
  return (
    <section className={css.page} data-layout={layout} aria-labelledby="deposit-channels">
      <h2 id="deposit-channels" className={css.heading}>
        {intl.formatMessage(depositMessages.channels)}
      </h2>
      <ul className={layout === 'new' ? css.grid : css.list}>
        {channels.map((c) => (
          <li key={c.id} className={`${css.card} ${layout === 'new' ? css.cardNew : ''}`}>
            {layout === 'base' ? <span className={css.type}>{c.type}</span> : null}
            <p className={css.name}>{c.name}</p>
            <p className={css.meta}>
              {intl.formatMessage(limitsMessage, {
                min: formatMoney(c.minAmount, symbol),
                max: formatMoney(c.maxAmount, symbol),
              })}
            </p>
            <p className={css.meta}>
              {c.feeRate > 0
                ? intl.formatMessage(feeMessage, { rate: String(c.feeRate) })
                : intl.formatMessage(depositMessages.noFee)}
            </p>
            {layout === 'base' && c.presetAmounts.length ? (
              <ul className={css.presets} aria-label={presetsLabel}>
                {c.presetAmounts.map((a) => (
                  <li key={a} className={css.preset}>
                    {formatAmount(a)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
