import { describe, expect, it, vi } from 'vitest';
import { bootText, showBootFailure } from './bootFailure';

describe('showBootFailure', () => {
  it('replaces the splash with a translated message and a retry that reloads', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div id="splash"><span></span></div>';
    document.body.append(container);
    const reload = vi.fn();
    showBootFailure(container, 'en', reload);
    expect(container.querySelector('#splash')).toBeNull();
    expect(container.querySelector('[role=alert]')?.textContent).toBe('Loading failed, tap to retry');
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Try again');
    expect(document.activeElement).toBe(button);
    expect(button?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    button?.click();
    expect(reload).toHaveBeenCalledOnce();
    container.remove();
  });

  it('speaks every language, Portuguese for an unknown one', () => {
    expect(bootText('pt').message).toBe('Falha ao carregar, toque para tentar novamente');
    expect(bootText('th').retry).toBe('ลองอีกครั้ง');
    expect(bootText('xx')).toEqual(bootText('pt'));
    for (const locale of ['pt', 'en', 'zh-CN', 'th', 'vi', 'fil', 'pt-BR']) {
      expect(bootText(locale).message, locale).not.toBe('');
      expect(bootText(locale).retry, locale).not.toBe('');
    }
  });
});
