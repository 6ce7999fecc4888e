import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { IconHome } from '../Icon';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { SectionNav } from './SectionNav';

const items = [
  { id: 'story-levels', label: 'Níveis VIP' },
  { id: 'story-bonus', label: 'Bónus VIP exclusivo' },
  { id: 'story-benefits', label: 'Descrição dos benefícios' },
];

const paragraph =
  'Suba de nível com depósitos e apostas válidas. Cada nível dá bónus de subida, bónus mensal e de ' +
  'aniversário, mais levantamentos por dia e um reembolso maior sobre as apostas.';

/** A page with the bar stuck to the top and three sections of different lengths. */
function Page() {
  return (
    <div>
      <Box position="sticky" top={0} zIndex="sticky">
        <SectionNav
          label="Secções do Clube VIP"
          items={items}
          start={
            <Button href="/m/home" variant="ghost" size="sm" startIcon={<IconHome />}>
              Início
            </Button>
          }
        />
      </Box>
      {items.map((item, i) => (
        <Stack key={item.id} as="section" id={item.id} aria-labelledby={`${item.id}-h`} gap="sm" padding="md">
          <Heading level={2} id={`${item.id}-h`}>
            {item.label}
          </Heading>
          {Array.from({ length: [6, 5, 5][i]! }, (_, k) => (
            <Text as="p" key={k} tone="secondary">
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </div>
  );
}

const meta = {
  title: 'Navigation/SectionNav',
  component: SectionNav,
  args: { label: 'Secções do Clube VIP', items },
  render: () => <Page />,
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: the first section is current. */
export const AtTop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Secções do Clube VIP' });
    await expect(within(nav).getByRole('link', { name: 'Níveis VIP' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/m/home');
  },
};

/** The bar on a 320 px screen: the row of links scrolls sideways. */
export const AtTopNarrow: Story = {
  ...AtTop,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * A tap scrolls to its section, marks it current and moves the focus there. (No screenshot: the
 * capture grows the viewport to the page's height, which scrolls the page back to its top.)
 */
export const Tapped: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Secções do Clube VIP' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Bónus VIP exclusivo' }));
    await expect(within(nav).getByRole('link', { name: 'Bónus VIP exclusivo' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    const section = canvasElement.ownerDocument.getElementById('story-bonus')!;
    await expect(section).toHaveFocus();
    await waitFor(() =>
      expect(Math.abs(section.getBoundingClientRect().top - nav.getBoundingClientRect().bottom)).toBeLessThan(
        2,
      ),
    );
  },
};

/** On a 320 px screen the row scrolls sideways to keep the current link in view. */
export const TappedNarrow: Story = {
  parameters: { screenshot: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Secções do Clube VIP' });
    const last = within(nav).getByRole('link', { name: 'Descrição dos benefícios' });
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-current', 'location');
    const list = nav.querySelector('ul')!;
    await waitFor(() => {
      const a = last.getBoundingClientRect();
      const l = list.getBoundingClientRect();
      return expect(a.right <= l.right + 1 && a.left >= l.left - 1).toBe(true);
    });
  },
};
