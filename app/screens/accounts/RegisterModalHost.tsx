// Where the register modal (SPEC §4) is drawn. Mount a host wherever the modal may be opened from
// (the shell's bottom menu, the trial page); the store lets only the first mounted host draw it, so
// it never shows twice. The dialog and its registration form are downloaded when it first opens.
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { useStores } from '../../stores/context';
import { lazyPart } from '../../shell/lazyPart';

const RegisterDialog = lazyPart(() => import('./parts/RegisterDialog'));

export const RegisterModalHost = observer(function RegisterModalHost() {
  const { accounts } = useStores().features;
  const [id, setId] = useState(0);
  useEffect(() => {
    const [hostId, remove] = accounts.addHost();
    setId(hostId);
    return remove;
  }, [accounts]);
  if (!accounts.showRegister || accounts.hosts[0] !== id) return null;
  return (
    <Suspense fallback={null}>
      <RegisterDialog />
    </Suspense>
  );
});
