// The reality check over every screen (a running game included) for a signed-in member: its code
// and the responsible-gaming store are downloaded only once a real member is signed in, and the
// check counts while the shell is up. The prompt itself is a UI-store prompt (PromptHost), queued
// with the others.
import { Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';
import { lazyPart } from './lazyPart';

const RealityCheckRunner = lazyPart(() => import('./RealityCheckRunner'));

export const RealityCheckHost = observer(function RealityCheckHost() {
  const { session } = useStores();
  if (!session.isLoggedIn || session.isTrial) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckRunner key={session.info?.userName ?? ''} />
    </Suspense>
  );
});
