// The reward application form in each state, in every merchant: empty with send disabled (390 and
// 320 px), filled with a remark and two images, an image refused with its message, and a failed
// send that keeps everything.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleArt } from '@ds/components/Image/fixtures';
import { appLoader, withAppShell } from '../../testing/appStory';
import { FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { promotionHandlers, storyPromotions } from './storyFixtures';

function ApplyReward() {
  return null;
}

const meta = {
  title: 'Screens/Promotions/ApplyReward',
  component: ApplyReward,
  loaders: [appLoader],
  decorators: [withAppShell],
} satisfies Meta<typeof ApplyReward>;
export default meta;
type Story = StoryObj<typeof meta>;

const platform = (extra: Handlers = {}): Handlers => ({
  ...promotionHandlers(storyPromotions),
  uploadRewardImage: (input) => ({ pictureId: `p-${String(input.fileName)}`, url: '/nothing.png' }),
  ...extra,
});
const params = (handlers: Handlers) => ({
  app: { path: '/m/applyReward?id=1001', user: 'member' as const, handlers },
});
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A picture file the picker accepts (a PNG drawn on a canvas). */
async function pngFile(name: string, hue: number): Promise<File> {
  const img = new Image();
  img.src = sampleArt(name, hue, 120, 90);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 90;
  canvas.getContext('2d')!.drawImage(img, 0, 0);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

async function fill(canvasElement: HTMLElement) {
  const b = body(canvasElement);
  await userEvent.type(await b.findByLabelText(/Observação/), 'Depósito de 500 no dia 3');
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
    'input[type=file][name=pictures]',
  )!;
  await userEvent.upload(input, [await pngFile('recibo-1.png', 30), await pngFile('recibo-2.png', 200)]);
  await waitFor(() => expect(b.getAllByRole('img', { name: /^Imagem \d$/ })).toHaveLength(2));
}

/** Nothing entered: this promotion asks for a remark and an image, so send is disabled. */
export const Empty: Story = {
  parameters: params(platform()),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await expect(await b.findByRole('button', { name: 'Enviar candidatura' })).toBeDisabled();
    await expect(b.getByText('0/140')).toBeVisible();
  },
};

export const EmptyNarrow: Story = {
  ...Empty,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** A remark and two images: send enabled. */
export const Filled: Story = {
  parameters: params(platform()),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await expect(body(canvasElement).getByRole('button', { name: 'Enviar candidatura' })).toBeEnabled();
  },
};

/** A file of another type is refused with its message. */
export const ImageRefused: Story = {
  parameters: params(platform()),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await b.findByRole('button', { name: 'Enviar candidatura' });
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>(
      'input[type=file][name=pictures]',
    )!;
    // The input's accept list would hide the PDF from the picker; applyAccept off hands it over anyway.
    await userEvent.upload(input, new File(['%PDF'], 'extrato.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await b.findByText('Só são aceites imagens JPG, JPEG ou PNG.')).toBeVisible();
  },
};

/** The send failed: the reason, and the remark and images are still there. */
export const SendFailed: Story = {
  parameters: params(
    platform({
      rewardRequest: () => new FakeFailure(409, 'PROMOTION_UNAVAILABLE', 'err_promotion_unavailable'),
    }),
  ),
  play: async ({ canvasElement }) => {
    const b = body(canvasElement);
    await fill(canvasElement);
    const send = b.getByRole('button', { name: 'Enviar candidatura' });
    await userEvent.click(send);
    await expect(await b.findByRole('alert')).toBeVisible();
    // The focus stayed on the button through the request.
    await waitFor(() => expect(send).toHaveFocus());
    await expect(send).toBeEnabled();
    await expect(b.getByLabelText(/Observação/)).toHaveValue('Depósito de 500 no dia 3');
    await expect(b.getAllByRole('img', { name: /^Imagem \d$/ })).toHaveLength(2);
  },
};
