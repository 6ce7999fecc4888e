// Starts the member's reality check when mounted and stops it when the member signs out.
import { useEffect } from 'react';
import { useStores } from '../stores/context';
import { responsibleGamingFeature } from '../stores/responsibleGaming';

export default function RealityCheckRunner() {
  const root = useStores();
  useEffect(() => {
    const { reality } = root.use(responsibleGamingFeature);
    void reality.start();
    return () => reality.stop();
  }, [root]);
  return null;
}
