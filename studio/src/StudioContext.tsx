// The studio's store reaches its panels through one context.
import { createContext, useContext } from 'react';
import type { StudioStore } from './StudioStore';

export const StudioContext = createContext<StudioStore | null>(null);

export function useStudio(): StudioStore {
  const store = useContext(StudioContext);
  if (!store) throw new Error('useStudio needs a StudioContext provider');
  return store;
}
