import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ImageUploader } from './ImageUploader';
import { pickFiles, sampleImage } from './samples';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Forms/ImageUploader',
  component: ImageUploader,
  args: {
    label: 'Comprovativos',
    addLabel: 'Adicionar',
    removeLabel: (i: number) => `Remover imagem ${i + 1}`,
    previewLabel: (i: number) => `Imagem ${i + 1}`,
    hint: 'JPG, PNG ou GIF, até 5 MB, no máximo 3.',
    onChange: fn(),
    onError: fn(),
  },
  decorators: [padded],
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithImages: Story = { args: { defaultValue: [sampleImage(0), sampleImage(1)] } };

/** At the maximum count the add tile is gone. */
export const Full: Story = { args: { defaultValue: [0, 1, 2].map(sampleImage) } };

export const FourPerRow: Story = { args: { maxCount: 8, defaultValue: [0, 1, 2, 3, 4].map(sampleImage) } };

export const WithError: Story = {
  args: { defaultValue: [sampleImage(0)], error: 'A imagem excede 5 MB' },
};

export const Disabled: Story = { args: { defaultValue: [sampleImage(0)], disabled: true } };

export const RejectsWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    pickFiles(input, [new File(['%PDF'], 'extrato.pdf', { type: 'application/pdf' })]);
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'type' })),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
