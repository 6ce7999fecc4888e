// The real screens in phone frames (390 × 844): the app from this origin with the simulator's data,
// as a guest or as demo_member, showing the draft as it changes. Each view shows the screens it can
// reach (a guest opening the member centre would only see the login page again, a member opening
// the login page would be sent home). The dialog frame is the home screen with its once-a-session
// popup due: the home frame opens once that popup is up, and then finds it seen (all frames share
// this tab's sessionStorage); the other screens have no popup and open at once.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Heading, SegmentedControl, Stack, Text } from '@ds';
import { pathTo } from '@app/routes/routeTable';
import { studioMessages as m } from '../messages';
import { useStudio } from '../StudioContext';
import { applyDraft, keepFocusInStudio } from '../preview';
import { signInDemoMember, signOut } from '../session';
import type { PreviewMode } from '../StudioStore';
import * as s from '../studio.css';

export interface PreviewScreen {
  id: string;
  title: MessageDescriptor;
  path: string;
  /** Who the screen is shown to: a guest, a member, or both. */
  views: readonly PreviewMode[];
  /** Opened first, with the home popups due. */
  dialog?: boolean;
  /** Opened once the dialog frame's popup is up (a home screen that must not show it too). */
  afterDialog?: boolean;
}

const both: readonly PreviewMode[] = ['guest', 'member'];

export const previewScreens: readonly PreviewScreen[] = [
  { id: 'home', title: m.screenHome, path: pathTo('home'), views: both, afterDialog: true },
  { id: 'login', title: m.screenLogin, path: pathTo('login'), views: ['guest'] },
  { id: 'register', title: m.screenRegister, path: pathTo('register'), views: ['guest'] },
  { id: 'member', title: m.screenMember, path: pathTo('memberHome'), views: ['member'] },
  { id: 'games', title: m.screenGames, path: pathTo('gameList'), views: both },
  { id: 'deposit', title: m.screenDeposit, path: pathTo('voucherCenter'), views: ['member'] },
  { id: 'dialog', title: m.screenDialog, path: pathTo('home'), views: both, dialog: true },
];

export const PHONE = { width: 390, height: 844 } as const;
const POPUP_KEYS = ['homeAppPopupSeen', 'homeLoginPopupsSeen'];
const DIALOG = 'dialog';
/** How long the dialog frame is given to show a popup before the other frames open anyway. */
const DIALOG_WAIT_MS = 8000;

type SignIn = 'idle' | 'busy' | 'failed';

export const PreviewPanel = observer(function PreviewPanel({
  screens = previewScreens,
  live = true,
}: {
  screens?: readonly PreviewScreen[];
  /** False in stories: the frames stay empty (no app or simulator behind Storybook). */
  live?: boolean;
}) {
  const store = useStudio();
  const intl = useIntl();
  const frames = useRef(new Map<string, HTMLIFrameElement>());
  // What the frames show: changed only once a sign-in (or sign-out) is done, so a frame never opens
  // a merchant with another merchant's session.
  const [shown, setShown] = useState({ from: store.from, view: store.mode, generation: 0 });
  const [homeOpen, setHomeOpen] = useState(false);
  const [signIn, setSignIn] = useState<SignIn>('idle');

  // A session left in this tab by an earlier member preview would show in the guest frames.
  useEffect(() => {
    if (live && shown.view === 'guest') signOut();
    // Only the first frames: later views sign in or out before they open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every change of the draft reaches every frame at once, without a reload.
  useEffect(
    () =>
      reaction(
        () => [store.variables, store.logo] as const,
        ([vars, logo]) => frames.current.forEach((f) => applyDraft(f, vars, logo)),
      ),
    [store],
  );

  // A new set of frames (merchant, guest/member, reload): the dialog frame opens with the home
  // popups due; once its popup is up (or after a while without one) the popups are marked seen and
  // the home frame opens, quiet.
  useEffect(() => {
    if (!live) return;
    for (const k of POPUP_KEYS) sessionStorage.removeItem(k);
    setHomeOpen(false);
    const started = Date.now();
    const poll = setInterval(() => {
      const doc = frames.current.get(DIALOG)?.contentDocument;
      if (!doc?.querySelector('[role="dialog"]') && Date.now() - started < DIALOG_WAIT_MS) return;
      clearInterval(poll);
      for (const k of POPUP_KEYS) sessionStorage.setItem(k, '1');
      setHomeOpen(true);
    }, 200);
    return () => clearInterval(poll);
  }, [live, shown]);

  /** Signs demo_member in on `from` (or the guest out), then opens the frames anew. */
  const show = async (view: PreviewMode, from: string) => {
    if (view === 'member') {
      setSignIn('busy');
      try {
        await signInDemoMember(from);
        setSignIn('idle');
      } catch {
        setSignIn('failed');
      }
    } else {
      signOut();
      setSignIn('idle');
    }
    setShown((s) => ({ from, view, generation: s.generation + 1 }));
  };

  // Another starting merchant: a member preview signs demo_member in on it first.
  useEffect(
    () =>
      reaction(
        () => store.from,
        (from) => void show(store.mode, from),
      ),
    [store],
  );

  const setMode = (mode: PreviewMode) => {
    store.setMode(mode);
    void show(mode, store.from);
  };

  const src = (screen: PreviewScreen) =>
    live && (!screen.afterDialog || homeOpen)
      ? `${screen.path}?merchant=${encodeURIComponent(shown.from)}`
      : 'about:blank';
  const visible = screens.filter((screen) => screen.views.includes(shown.view));

  return (
    <Stack gap="lg" data-panel="preview">
      <Stack direction="row" gap="md" align="center" justify="between" wrap>
        <Heading level={2}>{intl.formatMessage(m.previewHeading)}</Heading>
        <Stack direction="row" gap="md" align="center" wrap>
          <SegmentedControl<PreviewMode>
            label={intl.formatMessage(m.viewAs)}
            value={store.mode}
            onValueChange={setMode}
            options={[
              { value: 'guest', label: intl.formatMessage(m.guest) },
              { value: 'member', label: intl.formatMessage(m.member) },
            ]}
          />
          <Button
            variant="secondary"
            onClick={() => setShown((s) => ({ ...s, generation: s.generation + 1 }))}
          >
            {intl.formatMessage(m.reload)}
          </Button>
        </Stack>
      </Stack>
      <Text size="sm" tone="secondary">
        {intl.formatMessage(shown.view === 'guest' ? m.guestScreens : m.memberScreens)}
      </Text>
      <Text role="status" size="sm" tone={signIn === 'failed' ? 'danger' : 'secondary'}>
        {signIn === 'busy'
          ? intl.formatMessage(m.signingIn)
          : signIn === 'failed'
            ? intl.formatMessage(m.signInFailed)
            : ''}
      </Text>
      <div className={s.frames}>
        {visible.map((screen) => {
          const title = intl.formatMessage(screen.title);
          return (
            <figure key={screen.id} className={s.phone}>
              <iframe
                key={`${screen.id}-${shown.generation}`}
                ref={(el) => {
                  if (el) frames.current.set(screen.id, el);
                  else frames.current.delete(screen.id);
                }}
                className={s.phoneFrame}
                title={intl.formatMessage(m.frameTitle, { screen: title })}
                src={src(screen)}
                width={PHONE.width}
                height={PHONE.height}
                data-screen={screen.id}
                onLoad={(e) => {
                  keepFocusInStudio(e.currentTarget);
                  applyDraft(e.currentTarget, store.variables, store.logo);
                }}
              />
              <figcaption>
                <Text size="sm" tone="secondary">
                  {title}
                </Text>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </Stack>
  );
});
