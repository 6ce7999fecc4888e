import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';
import { pickFiles, sampleImage, samplePng } from './samples';

const labels = {
  label: 'Comprovativos',
  addLabel: 'Adicionar imagem',
  removeLabel: (i: number) => `Remover imagem ${i + 1}`,
  previewLabel: (i: number) => `Imagem ${i + 1}`,
} satisfies Partial<ImageUploaderProps>;

const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImageUploader', () => {
  it('shows previews in a 4-per-row grid with an add tile, and has no axe violations', async () => {
    const screen = await render(
      <ImageUploader
        {...labels}
        maxCount={6}
        defaultValue={[0, 1, 2, 3, 4].map(sampleImage)}
        hint="Até 5 MB"
      />,
    );
    await expect.element(screen.getByRole('img', { name: 'Imagem 5' })).toBeVisible();
    const grid = screen.container.querySelector('ul')!;
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
    await expect
      .element(screen.getByRole('group', { name: 'Comprovativos' }))
      .toHaveAccessibleDescription('Até 5 MB');
    await expectNoAxeViolations();
  });

  it('adds readable images and reports type, size, count and read refusals', async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    const screen = await render(
      <ImageUploader {...labels} maxCount={2} maxSize={10_000} onChange={onChange} onError={onError} />,
    );
    const png = await samplePng('a.png');
    const png2 = await samplePng('b.png');
    const third = await samplePng('c.png');
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(20_000)], 'big.png', { type: 'image/png' });
    const fake = new File(['not an image'], 'fake.png', { type: 'image/png' });
    pickFiles(input(screen.container), [pdf, big, fake, png]);
    await expect.element(screen.getByRole('img', { name: 'Imagem 1' })).toBeVisible();
    pickFiles(input(screen.container), [png2, third]);
    await expect.element(screen.getByRole('img', { name: 'Imagem 2' })).toBeVisible();
    expect(onError.mock.calls.map(([r]) => [r.reason, r.file.name])).toEqual([
      ['type', 'doc.pdf'],
      ['size', 'big.png'],
      ['read', 'fake.png'],
      ['count', 'c.png'],
    ]);
    expect(onChange).toHaveBeenLastCalledWith([png, png2]);
    // Full: the add tile goes away.
    expect(screen.container.querySelectorAll('li')).toHaveLength(2);
    expect(screen.container.textContent).not.toContain('Adicionar imagem');
  });

  it('keyboard: Tab to a remove button, Enter removes it and focus lands on the add tile', async () => {
    const onChange = vi.fn();
    const files = [sampleImage(0), sampleImage(1)];
    const screen = await render(<ImageUploader {...labels} defaultValue={files} onChange={onChange} />);
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Remover imagem 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([files[1]]);
    await expect.element(screen.getByRole('button', { name: 'Adicionar imagem' })).toHaveFocus();
  });

  it('opens the file picker from the add tile', async () => {
    const screen = await render(<ImageUploader {...labels} />);
    const picker = vi.spyOn(input(screen.container), 'click').mockImplementation(() => {});
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(picker).toHaveBeenCalledOnce();
  });
});
