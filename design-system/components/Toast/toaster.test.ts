import { describe, expect, it, vi } from 'vitest';
import { createToaster, TOAST_DURATION } from './toaster';

describe('createToaster', () => {
  it('queues toasts with SPEC durations: 3 s by default, 10 s for loading', () => {
    const toaster = createToaster();
    toaster.show('Guardado');
    toaster.loading('Aguarde…');
    expect(toaster.getSnapshot()).toEqual([
      { id: 'toast-1', message: 'Guardado', kind: 'info', duration: 3000 },
      { id: 'toast-2', message: 'Aguarde…', kind: 'loading', duration: 10000 },
    ]);
  });

  it('keeps a loading toast until dismissed when asked, and dismisses by id', () => {
    const toaster = createToaster();
    const id = toaster.loading('A sair…', { duration: TOAST_DURATION.untilDismissed });
    expect(toaster.getSnapshot()[0]!.duration).toBe(Infinity);
    toaster.success('Alteração guardada', { duration: TOAST_DURATION.oneSecond });
    toaster.dismiss(id);
    expect(toaster.getSnapshot().map((t) => [t.kind, t.duration])).toEqual([['success', 1000]]);
  });

  it('replaces a toast in place when the id is reused', () => {
    const toaster = createToaster();
    toaster.show({ id: 'sms', message: 'A enviar…', kind: 'loading' });
    toaster.show({
      id: 'sms',
      message: 'Código enviado',
      kind: 'success',
      duration: TOAST_DURATION.oneAndHalfSeconds,
    });
    expect(toaster.getSnapshot()).toEqual([
      { id: 'sms', message: 'Código enviado', kind: 'success', duration: 1500 },
    ]);
  });

  it('drops the oldest beyond the maximum and notifies subscribers with a new snapshot', () => {
    const toaster = createToaster({ max: 2 });
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const before = toaster.getSnapshot();
    toaster.error('a');
    toaster.error('b');
    toaster.error('c');
    expect(toaster.getSnapshot().map((t) => t.message)).toEqual(['b', 'c']);
    expect(toaster.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(3);
    toaster.dismiss();
    expect(toaster.getSnapshot()).toEqual([]);
    unsubscribe();
    toaster.show('d');
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
