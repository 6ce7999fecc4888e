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
