import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker';
import { languagePickerDensities } from './LanguagePicker.css';
import { sampleLanguages } from './fixtures';

function Stateful(props: LanguagePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguagePicker
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Overlays/LanguagePicker',
  component: LanguagePicker,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Idioma', languages: sampleLanguages, value: 'pt', onChange: fn(), density: 'list' },
  argTypes: { density: { control: 'inline-radio', options: languagePickerDensities } },
  // Native names need the Thai and Chinese faces whatever the UI locale (the app loads them with the
  // picker; a phone would otherwise fall back to its system fonts).
  loaders: [
    async () => {
      await Promise.all([
        import('@fontsource/noto-sans-thai/400.css'),
        import('@fontsource/noto-sans-sc/400.css'),
      ]);
      await Promise.all([
        document.fonts.load('16px "Noto Sans Thai"', 'ไทย'),
        document.fonts.load('16px "Noto Sans SC"', '简体中文'),
      ]);
      return {};
    },
  ],
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PortugueseSelected: Story = {};

export const ChooseEnglish: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Compact: Story = { args: { density: 'compact', value: 'zh-CN' } };

export const WithUnavailable: Story = {
  args: { languages: sampleLanguages.map((l) => (l.code === 'th' ? { ...l, disabled: true } : l)) },
};
