// When the connection comes back, retry what failed while it was gone, so the player never has to
// find the retry button (the lobby's offline message promises the games come back by themselves).
// Used by the game list, the home page's parts, the member centre and the deposit page.
import { useEffect, useRef } from 'react';

export function useRetryOnReconnect(online: boolean, failed: boolean, retry: () => void): void {
  const wasOnline = useRef(online);
  const latestRetry = useRef(retry);
  latestRetry.current = retry;
  useEffect(() => {
    if (online && !wasOnline.current && failed) latestRetry.current();
    wasOnline.current = online;
  }, [online, failed]);
}
