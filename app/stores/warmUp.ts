// MobX's first use, paid ahead of the stores. The first `makeAutoObservable` of a page compiles
// MobX's functions and builds its caches and object shapes; traced on cold loads at 1x CPU, that was
// about three quarters of the task that builds the stores (the UI store, built first, took 14 of its
// 19 ms). The start-up (app/main.tsx) calls this in a task of its own, so the two halves are each
// short enough not to count as a long task on a cheap phone.
import { makeAutoObservable } from 'mobx';

class Warm {
  value = 0;
  list: number[] = [];
  byKey: Record<string, number> = {};

  constructor() {
    makeAutoObservable(this);
  }

  get double() {
    return this.value * 2;
  }

  set(value: number) {
    this.value = value;
    this.list.push(value);
    this.byKey[String(value)] = value;
  }
}

/** Makes one throwaway store observable and uses it once (an action, an array, a record, a getter). */
export function warmObservables(): number {
  const warm = new Warm();
  warm.set(1);
  return warm.double + warm.list.length;
}
