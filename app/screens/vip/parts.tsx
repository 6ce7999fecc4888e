// What the two VIP pages share: a level's picture (its badge or its bonus picture, with the level's
// number drawn in its place when the picture fails), the club's long texts cut to their first lines
// with 'read all', money in the merchant's currency, a level's name, and the loading and failed
// states.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Box, Image, ReadMore, Skeleton, Stack, Text } from '@ds';
import { formatMoney } from '../../format/format';
import { useStores } from '../../stores/context';
import type { VipLevel } from '../../stores/loyalty';
import { LoadFailed, PromotionHtml } from '../promotions/parts';
import { levelName, levelNumber, vipMessages as m } from './messages';
import * as css from './Vip.css';

/** A level's badge (square) or its exclusive-bonus picture (5:2); never a broken image. */
export function LevelPicture({ level, kind }: { level: VipLevel; kind: 'badge' | 'bonus' }) {
  const intl = useIntl();
  return (
    <Image
      src={kind === 'badge' ? level.imageUrl : level.bonusImageUrl}
      alt={intl.formatMessage(levelName, { level: level.level, name: level.name })}
      ratio={kind === 'badge' ? 1 : 5 / 2}
      radius="md"
      fallback={
        <span className={css.fallback} aria-hidden="true">
          {intl.formatMessage(levelNumber, { level: level.level })}
        </span>
      }
    />
  );
}

/** The member's own level: its badge, 'O seu nível' and its name. */
export function OwnLevel({ level }: { level: VipLevel }) {
  const intl = useIntl();
  const format = useVipFormat();
  return (
    <Stack direction="row" gap="md" align="center">
      <Box width="tapTarget" flexShrink={0}>
        <LevelPicture level={level} kind="badge" />
      </Box>
      <Stack gap="xxs">
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.yourLevel)}
        </Text>
        <Text weight="bold" size="lg" data-testid="vip-own-name">
          {format.name(level)}
        </Text>
      </Stack>
    </Stack>
  );
}

/** One of the club's texts (platform HTML, sanitised): its first lines, and all of it in a popup. */
export function ClubText({ title, html }: { title: string; html: string }) {
  const intl = useIntl();
  if (!html) return null;
  return (
    <ReadMore
      title={title}
      readAllLabel={intl.formatMessage(m.readAll)}
      closeLabel={intl.formatMessage(m.close)}
    >
      <PromotionHtml html={html} />
    </ReadMore>
  );
}

/** Formats for the VIP pages: money in the merchant's currency, a bonus (a dash for none), a level. */
export function useVipFormat() {
  const intl = useIntl();
  const { wallet } = useStores();
  const money = (value: number) => formatMoney(value, wallet.symbol);
  return {
    money,
    bonus: (value: number) => (value > 0 ? money(value) : intl.formatMessage(m.none)),
    name: (level: Pick<VipLevel, 'level' | 'name'>) =>
      intl.formatMessage(levelName, { level: level.level, name: level.name }),
  };
}

export function VipLoading({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="md" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="vip-loading">
      <Skeleton height="6rem" />
      <Skeleton lines={3} shape="text" />
      <Skeleton height="12rem" />
      {children}
    </Stack>
  );
}

export const VipLoadFailed = observer(function VipLoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const { ui } = useStores();
  return (
    <LoadFailed
      online={ui.online}
      onRetry={onRetry}
      testId="vip-error"
      title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
    />
  );
});
