// /m/vip (SPEC §2 VIP club page): public. The page draws its own top bar (SPEC hides the shell's
// header here): a back arrow with the title, and the club's navigation under it (a link home and
// links to the three sections, the section being read marked). Sections: the VIP levels (the
// member's own level first, the level rules cut to their first lines with 'read all', and the 15
// level cards in a row that scrolls sideways, the member's card marked and scrolled into view), the
// exclusive VIP bonus (its rules, and the 15 bonus pictures with each level's bonuses), and the
// benefit description (its text, and each level's daily withdrawals and rebate).
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Header,
  Heading,
  IconCrown,
  IconHome,
  List,
  ListItem,
  SectionNav,
  Stack,
  Text,
} from '@ds';
import { pathTo } from '../../routes/routeTable';
import { titles } from '../../routes/titles';
import { shellMessages } from '../../shell/messages';
import { useBack } from '../../shell/useBack';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { loyaltyFeature, type VipLevel } from '../../stores/loyalty';
import { levelBenefitLine, levelNumber, vipMessages as m } from './messages';
import { ClubText, LevelPicture, OwnLevel, useVipFormat, VipLoadFailed, VipLoading } from './parts';
import * as css from './Vip.css';

const SECTIONS = { levels: 'vip-levels', bonus: 'vip-bonus', benefits: 'vip-benefits' } as const;

export default observer(function VipClubScreen() {
  const intl = useIntl();
  const root = useStores();
  const { vip } = useFeature(loyaltyFeature);
  const back = useBack('vip');
  const state = vip.levelsLoad.state;
  const levels = vip.levels?.levels ?? [];
  // The member's level (0: none yet, or a visitor).
  const mine = root.session.isLoggedIn ? (root.member.info?.vipLevel ?? 0) : 0;

  useEffect(() => {
    void vip.loadLevels();
  }, [vip]);
  useRetryOnReconnect(root.ui.online, state === 'error', () => void vip.loadLevels());

  let body;
  if (state === 'idle' || (state === 'loading' && !vip.levels)) body = <VipLoading />;
  else if (state === 'error') body = <VipLoadFailed onRetry={() => void vip.loadLevels()} />;
  else if (!levels.length)
    body = (
      <div data-testid="vip-empty">
        <EmptyState live image={<IconCrown size="lg" />} title={intl.formatMessage(m.empty)} />
      </div>
    );
  else body = null;
  // The section links only once the sections are there; the way home always.
  const shown = !body;
  const sectionLinks = useMemo(
    () =>
      shown
        ? [
            { id: SECTIONS.levels, label: intl.formatMessage(m.levelsTitle) },
            { id: SECTIONS.bonus, label: intl.formatMessage(m.bonusTitle) },
            { id: SECTIONS.benefits, label: intl.formatMessage(m.benefitsTitle) },
          ]
        : [],
    [shown, intl],
  );

  return (
    <div data-testid="vip-club" data-state={state}>
      <Box position="sticky" top={0} zIndex="header">
        <Header
          position="static"
          title={intl.formatMessage(titles.vip)}
          backLabel={intl.formatMessage(shellMessages.back)}
          onBack={back}
        />
        <SectionNav
          label={intl.formatMessage(m.sections)}
          items={sectionLinks}
          start={
            <Button href={pathTo('home')} variant="ghost" size="sm" startIcon={<IconHome />}>
              {intl.formatMessage(m.home)}
            </Button>
          }
        />
      </Box>
      {body ? (
        <Box paddingX="gutter" paddingY="lg">
          {body}
        </Box>
      ) : (
        <Stack gap="xl" paddingY="lg">
          <Section id={SECTIONS.levels} title={intl.formatMessage(m.levelsTitle)}>
            <Box paddingX="gutter">
              <MemberLevel levels={levels} mine={mine} />
            </Box>
            <Box paddingX="gutter">
              <ClubText title={intl.formatMessage(m.levelsTitle)} html={vip.levels?.levelRulesHtml ?? ''} />
            </Box>
            <LevelRow levels={levels} mine={mine} />
          </Section>
          <Section id={SECTIONS.bonus} title={intl.formatMessage(m.bonusTitle)}>
            <Box paddingX="gutter">
              <ClubText title={intl.formatMessage(m.bonusTitle)} html={vip.levels?.bonusRulesHtml ?? ''} />
            </Box>
            <BonusRow levels={levels} mine={mine} />
          </Section>
          <Section id={SECTIONS.benefits} title={intl.formatMessage(m.benefitsTitle)}>
            <Box paddingX="gutter">
              <ClubText
                title={intl.formatMessage(m.benefitsTitle)}
                html={vip.levels?.descriptionHtml ?? ''}
              />
            </Box>
            <Box paddingX="gutter">
              <BenefitList levels={levels} mine={mine} />
            </Box>
          </Section>
        </Stack>
      )}
    </div>
  );
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" id={id} aria-labelledby={`${id}-title`} gap="md" data-testid={id}>
      <Box paddingX="gutter">
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
      </Box>
      {children}
    </Stack>
  );
}

/** The member's own level with the way to their benefits; for a visitor, the way to sign in. */
const MemberLevel = observer(function MemberLevel({ levels, mine }: { levels: VipLevel[]; mine: number }) {
  const intl = useIntl();
  const { session } = useStores();
  const level = levels.find((l) => l.level === mine);
  if (!session.isLoggedIn)
    return (
      <Card tone="sunken" data-testid="vip-guest">
        <Stack gap="sm">
          <Heading level={3} as="p">
            {intl.formatMessage(m.guestTitle)}
          </Heading>
          <Text tone="secondary">{intl.formatMessage(m.guestText)}</Text>
          <Button href={pathTo('login', { redirect: pathTo('vip') })} variant="primary" fullWidth>
            {intl.formatMessage(m.signIn)}
          </Button>
        </Stack>
      </Card>
    );
  if (!level) return null;
  return (
    <Card tone="accent" data-testid="vip-mine">
      <Stack gap="sm">
        <OwnLevel level={level} />
        <Button href={pathTo('benefits')} variant="secondary" fullWidth>
          {intl.formatMessage(m.seeBenefits)}
        </Button>
      </Stack>
    </Card>
  );
});

/** Keeps the member's card in view in a row that scrolls sideways (only the row moves). */
function useMineInView(mine: number) {
  const ref = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = ref.current;
    const card = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !card) return;
    row.scrollLeft = Math.max(
      0,
      card.offsetLeft - row.offsetLeft - row.clientWidth / 2 + card.offsetWidth / 2,
    );
  }, [mine]);
  return ref;
}

/** A row of cards that scrolls sideways: focusable, so the keyboard can scroll it (its cards hold no control). */
function SideRow({
  rowRef,
  label,
  testId,
  children,
}: {
  rowRef: RefObject<HTMLUListElement | null>;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ul
      ref={rowRef}
      className={css.row}
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must be reachable by keyboard
      tabIndex={0}
      data-testid={testId}
    >
      {children}
    </ul>
  );
}

/** The 15 cards of one row: each with its picture, the member's own marked and scrolled into view. */
function LevelCards({
  levels,
  mine,
  kind,
  label,
  children,
}: {
  levels: VipLevel[];
  mine: number;
  kind: 'badge' | 'bonus';
  label: string;
  children: (level: VipLevel, own: boolean) => ReactNode;
}) {
  const ref = useMineInView(mine);
  const name = kind === 'badge' ? 'level' : 'bonus';
  return (
    <SideRow rowRef={ref} label={label} testId={`vip-${name}-row`}>
      {levels.map((level) => {
        const own = level.level === mine;
        return (
          <li
            key={level.level}
            className={kind === 'badge' ? css.levelItem : css.bonusItem}
            aria-current={own ? 'true' : undefined}
            data-testid={`vip-${name}-card`}
            data-level={level.level}
          >
            <Card tone={own ? 'accent' : 'surface'} padding="sm">
              <Stack gap="xs">
                <LevelPicture level={level} kind={kind} />
                {children(level, own)}
              </Stack>
            </Card>
          </li>
        );
      })}
    </SideRow>
  );
}

/** A card's title, with 'O seu nível' on the member's own. */
function CardTitle({ title, own }: { title: string; own: boolean }) {
  const intl = useIntl();
  return (
    <Stack direction="row" gap="xs" align="center" justify="between">
      <Text weight="bold" truncate>
        {title}
      </Text>
      {own ? <Badge tone="accent">{intl.formatMessage(m.yourLevel)}</Badge> : null}
    </Stack>
  );
}

function LevelRow({ levels, mine }: { levels: VipLevel[]; mine: number }) {
  const intl = useIntl();
  const format = useVipFormat();
  const requirement = (label: string, value: number) => (
    <>
      <Text size="xs" tone="secondary">
        {label}
      </Text>
      <Text size="sm" tabular>
        {format.money(value)}
      </Text>
    </>
  );
  return (
    <LevelCards levels={levels} mine={mine} kind="badge" label={intl.formatMessage(m.levelList)}>
      {(level, own) => (
        <>
          <CardTitle title={intl.formatMessage(levelNumber, { level: level.level })} own={own} />
          <Text size="sm" truncate>
            {level.name}
          </Text>
          <Stack gap="xxs">
            {requirement(intl.formatMessage(m.depositRequired), level.depositRequired)}
            {requirement(intl.formatMessage(m.betRequired), level.betRequired)}
          </Stack>
        </>
      )}
    </LevelCards>
  );
}

function BonusRow({ levels, mine }: { levels: VipLevel[]; mine: number }) {
  const intl = useIntl();
  const format = useVipFormat();
  const figure = (label: string, value: number) => (
    <Stack direction="row" gap="sm" justify="between">
      <Text size="sm" tone="secondary">
        {label}
      </Text>
      <Text size="sm" weight="medium" tabular>
        {format.bonus(value)}
      </Text>
    </Stack>
  );
  return (
    <LevelCards levels={levels} mine={mine} kind="bonus" label={intl.formatMessage(m.bonusList)}>
      {(level, own) => (
        <>
          <CardTitle title={format.name(level)} own={own} />
          {figure(intl.formatMessage(m.upgradeBonus), level.upgradeBonus)}
          {figure(intl.formatMessage(m.monthlyBonus), level.monthlyBonus)}
          {figure(intl.formatMessage(m.birthdayBonus), level.birthdayBonus)}
        </>
      )}
    </LevelCards>
  );
}

function BenefitList({ levels, mine }: { levels: VipLevel[]; mine: number }) {
  const intl = useIntl();
  const format = useVipFormat();
  return (
    <List aria-label={intl.formatMessage(m.benefitList)} data-testid="vip-benefit-list">
      {levels.map((level) => (
        <ListItem
          key={level.level}
          label={format.name(level)}
          description={intl.formatMessage(levelBenefitLine, {
            withdrawals: level.dailyWithdrawLimit,
            rate: intl.formatNumber(level.rebateRate, { maximumFractionDigits: 2 }),
          })}
          trailing={
            level.level === mine ? <Badge tone="accent">{intl.formatMessage(m.yourLevel)}</Badge> : undefined
          }
        />
      ))}
    </List>
  );
}
