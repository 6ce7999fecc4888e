// The member centre's page, in either layout of the merchant's mobile template.
import { Card, Stack } from '@ds';
import { MemberMenu } from './MemberMenu';
import { MemberIdentity, WalletActions, WalletSummary } from './parts';

/**
 * The member centre's page: the member's card (identity, wallet, deposit and withdraw), then the
 * member menu. The base layout sets them on a plain card with the menu as a list, the new one on
 * an accent card with the menu as tiles.
 */
export function MemberCentrePage({ layout }: { layout: 'base' | 'new' }) {
  return (
    <Stack gap="lg" padding="gutter" data-layout={layout}>
      <Card as="section" tone={layout === 'new' ? 'accent' : 'elevated'} padding="lg">
        <Stack gap="md">
          <MemberIdentity />
          <WalletSummary />
          <WalletActions />
        </Stack>
      </Card>
      <MemberMenu variant={layout === 'new' ? 'grid' : 'list'} />
    </Stack>
  );
}
