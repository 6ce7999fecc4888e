import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusInStudio } from './preview';

async function frameWithButton() {
  const frame = document.createElement('iframe');
  frame.srcdoc = '<button id="inside">Inside</button>';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  keepFocusInStudio(frame);
  const inside = frame.contentDocument!.getElementById('inside')!;
  return { frame, inside };
}

describe('keepFocusInStudio', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps the studio field focused when the frame focuses by script', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    const { frame, inside } = await frameWithButton();
    field.focus();
    inside.focus();
    expect(document.activeElement).toBe(field);
    expect(frame.contentDocument!.activeElement).not.toBe(inside);
  });

  it('lets the frame move its focus once the merchant is in it', async () => {
    const { frame, inside } = await frameWithButton();
    frame.contentWindow!.focus();
    expect(frame.contentDocument!.hasFocus()).toBe(true);
    inside.focus();
    expect(frame.contentDocument!.activeElement).toBe(inside);
  });
});
