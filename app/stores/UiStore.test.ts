import { describe, expect, it } from 'vitest';
import { storeMessages } from './messages';
import { memoryStorages } from './storage';
import { UiStore } from './UiStore';

const ask = (ui: UiStore) =>
  ui.confirm({ message: storeMessages.cancel, confirmLabel: storeMessages.cancel });

describe('UiStore modal queue', () => {
  it('shows one modal at a time: prompts and screen popups wait their turn in order', async () => {
    const ui = new UiStore(memoryStorages());
    ui.queueModal('home-popups');
    const first = ask(ui);
    const second = ask(ui);
    expect(ui.prompts).toHaveLength(2);
    // The popup asked first, so no prompt is on screen yet.
    expect(ui.currentPrompt).toBeUndefined();
    ui.releaseModal('home-popups');
    const shown = ui.currentPrompt!;
    expect(shown).toBe(ui.prompts[0]);
    ui.resolvePrompt(shown.id, true);
    await expect(first).resolves.toBe(true);
    expect(ui.currentPrompt).toBe(ui.prompts[0]);
    // A popup that becomes due now waits behind the prompt on screen.
    ui.queueModal('home-popups');
    ui.queueModal('home-popups');
    expect(ui.modals).toHaveLength(2);
    ui.resolvePrompt(ui.currentPrompt!.id, false);
    await expect(second).resolves.toBe(false);
    expect(ui.modals).toEqual(['home-popups']);
    expect(ui.currentPrompt).toBeUndefined();
  });
});

describe('UiStore prompt', () => {
  const input = { kind: 'text' as const, label: storeMessages.cancel };

  it('resolves with the typed value on OK and null on cancel, one prompt at a time after confirms', async () => {
    const ui = new UiStore(memoryStorages());
    const asked = ask(ui);
    const answer = ui.prompt({
      message: storeMessages.cancel,
      confirmLabel: storeMessages.ok,
      cancelLabel: storeMessages.cancel,
      input,
    });
    expect(ui.currentPrompt!.input).toBeUndefined();
    ui.resolvePrompt(ui.currentPrompt!.id, true);
    await expect(asked).resolves.toBe(true);
    expect(ui.currentPrompt!.input).toEqual(input);
    ui.resolvePrompt(ui.currentPrompt!.id, true, 'Sortudo');
    await expect(answer).resolves.toBe('Sortudo');

    const cancelled = ui.prompt({
      message: storeMessages.cancel,
      confirmLabel: storeMessages.ok,
      cancelLabel: storeMessages.cancel,
      input: { ...input, kind: 'loginPassword', username: 'demo_member' },
    });
    ui.resolvePrompt(ui.currentPrompt!.id, false, 'ignored');
    await expect(cancelled).resolves.toBeNull();
    expect(ui.modals).toEqual([]);
  });
});
