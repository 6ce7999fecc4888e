// When the connection comes back, retry what failed while it was gone: the offline message promises
// that the games come back by themselves, so the player never has to find the retry button.
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
