// /m/member/benefits (SPEC §2 VIP benefits; login needed, not for trial accounts): the member's
// level, the progress toward the next level's two requirements (deposits and valid bets, both
// needed), the benefits of their level beside the next level's, the club's texts cut to their first
// lines with 'read all', and the way to every level on the VIP club page.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Card, Heading, IconCrown, List, ListItem, Progress, Stack, Text } from '@ds';
import { pathTo } from '../../routes/routeTable';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { loyaltyFeature, type VipLevel, type VipProgress } from '../../stores/loyalty';
import {
  nextValue,
  percent,
  perDay,
  progressFigures,
  progressTitle,
  remaining,
  vipMessages as m,
} from './messages';
import { ClubText, OwnLevel, useVipFormat, VipLoadFailed, VipLoading } from './parts';

export default observer(function VipBenefitsScreen() {
  const intl = useIntl();
  const { ui } = useStores();
  const { vip } = useFeature(loyaltyFeature);
  const state = vip.benefitsLoad.state;
  const benefits = vip.benefits;

  const load = () => {
    void vip.loadBenefits();
    void vip.loadLevels();
  };
  useEffect(() => {
    void vip.loadBenefits();
    void vip.loadLevels();
  }, [vip]);
  useRetryOnReconnect(ui.online, state === 'error', load);

  let body;
  if (state === 'error') body = <VipLoadFailed onRetry={load} />;
  else if (!benefits) body = <VipLoading />;
  else
    body = (
      <>
        <CurrentLevel level={benefits.current} />
        {benefits.next && vip.progress ? (
          <NextLevel next={benefits.next} progress={vip.progress} />
        ) : (
          <Card data-testid="vip-top">
            <Stack direction="row" gap="sm" align="center">
              <IconCrown aria-hidden="true" />
              <Text>{intl.formatMessage(m.topLevel)}</Text>
            </Stack>
          </Card>
        )}
        <BenefitCompare current={benefits.current} next={benefits.next} />
        <ClubTexts />
        <Button href={pathTo('vip')} variant="secondary" fullWidth>
          {intl.formatMessage(m.seeAllLevels)}
        </Button>
      </>
    );

  return (
    <Stack gap="lg" paddingX="gutter" paddingY="lg" data-testid="vip-benefits" data-state={state}>
      {body}
    </Stack>
  );
});

function CurrentLevel({ level }: { level: VipLevel }) {
  return (
    <Card tone="accent" data-testid="vip-current" data-level={level.level}>
      <OwnLevel level={level} />
    </Card>
  );
}

function NextLevel({
  next,
  progress,
}: {
  next: VipLevel;
  progress: { deposit: VipProgress; bet: VipProgress };
}) {
  const intl = useIntl();
  const format = useVipFormat();
  const bar = (label: string, p: VipProgress, testId: string) => (
    <div data-testid={testId}>
      <Progress
        label={label}
        value={p.done}
        max={p.required}
        valueText={intl.formatMessage(progressFigures, {
          done: format.money(p.done),
          required: format.money(p.required),
        })}
        hint={
          p.remaining > 0
            ? intl.formatMessage(remaining, { amount: format.money(p.remaining) })
            : intl.formatMessage(m.met)
        }
      />
    </div>
  );
  return (
    <Card as="section" aria-labelledby="vip-progress-title" data-testid="vip-progress">
      <Stack gap="md">
        <Heading level={3} as="h2" id="vip-progress-title">
          {intl.formatMessage(progressTitle, { level: format.name(next) })}
        </Heading>
        {bar(intl.formatMessage(m.depositRequired), progress.deposit, 'vip-progress-deposit')}
        {bar(intl.formatMessage(m.betRequired), progress.bet, 'vip-progress-bet')}
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.progressNote)}
        </Text>
      </Stack>
    </Card>
  );
}

/** Each benefit at the member's level, with the next level's under it. */
function BenefitCompare({ current, next }: { current: VipLevel; next: VipLevel | null }) {
  const intl = useIntl();
  const format = useVipFormat();
  const rows: { key: string; label: string; value: (l: VipLevel) => string }[] = [
    {
      key: 'upgradeBonus',
      label: intl.formatMessage(m.upgradeBonus),
      value: (l) => format.bonus(l.upgradeBonus),
    },
    {
      key: 'monthlyBonus',
      label: intl.formatMessage(m.monthlyBonus),
      value: (l) => format.bonus(l.monthlyBonus),
    },
    {
      key: 'birthdayBonus',
      label: intl.formatMessage(m.birthdayBonus),
      value: (l) => format.bonus(l.birthdayBonus),
    },
    {
      key: 'dailyWithdrawLimit',
      label: intl.formatMessage(m.dailyWithdrawals),
      value: (l) => intl.formatMessage(perDay, { count: l.dailyWithdrawLimit }),
    },
    {
      key: 'rebateRate',
      label: intl.formatMessage(m.rebate),
      value: (l) =>
        intl.formatMessage(percent, { rate: intl.formatNumber(l.rebateRate, { maximumFractionDigits: 2 }) }),
    },
  ];
  return (
    <Stack as="section" aria-labelledby="vip-compare-title" gap="sm" data-testid="vip-compare">
      <Heading level={3} as="h2" id="vip-compare-title">
        {intl.formatMessage(m.benefitsCompare)}
      </Heading>
      <List>
        {rows.map((row) => (
          <ListItem
            key={row.key}
            label={row.label}
            description={next ? intl.formatMessage(nextValue, { value: row.value(next) }) : undefined}
            trailing={
              <Text weight="bold" tabular data-testid={`vip-benefit-${row.key}`}>
                {row.value(current)}
              </Text>
            }
          />
        ))}
      </List>
    </Stack>
  );
}

/** The club's three texts, once the levels answer has come (the benefits stand without them). */
const ClubTexts = observer(function ClubTexts() {
  const intl = useIntl();
  const { vip } = useFeature(loyaltyFeature);
  const texts = vip.levels;
  if (!texts) return null;
  return (
    <Stack as="section" aria-labelledby="vip-rules-title" gap="md" data-testid="vip-rules">
      <Heading level={3} as="h2" id="vip-rules-title">
        {intl.formatMessage(m.rulesTitle)}
      </Heading>
      <Stack gap="xs">
        <Heading level={4} as="h3">
          {intl.formatMessage(m.levelsTitle)}
        </Heading>
        <ClubText title={intl.formatMessage(m.levelsTitle)} html={texts.levelRulesHtml} />
      </Stack>
      <Stack gap="xs">
        <Heading level={4} as="h3">
          {intl.formatMessage(m.bonusTitle)}
        </Heading>
        <ClubText title={intl.formatMessage(m.bonusTitle)} html={texts.bonusRulesHtml} />
      </Stack>
      <Stack gap="xs">
        <Heading level={4} as="h3">
          {intl.formatMessage(m.benefitsTitle)}
        </Heading>
        <ClubText title={intl.formatMessage(m.benefitsTitle)} html={texts.descriptionHtml} />
      </Stack>
    </Stack>
  );
});
