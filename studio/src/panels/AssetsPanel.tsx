// The merchant's logo (shown in the preview's header at once) and app icon, as SVG or PNG.
import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Card, Heading, ImageUploader, Stack } from '@ds';
import { studioMessages as m } from '../messages';
import { useStudio } from '../StudioContext';

const ACCEPT = ['image/svg+xml', 'image/png'] as const;
const MAX_SIZE = 512 * 1024;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

function AssetField({ kind }: { kind: 'logo' | 'icon' }) {
  const store = useStudio();
  const intl = useIntl();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState(false);
  return (
    <ImageUploader
      label={intl.formatMessage(kind === 'logo' ? m.logo : m.icon)}
      addLabel={intl.formatMessage(m.addImage)}
      removeLabel={(_i, file) => intl.formatMessage(m.removeImage, { name: file.name })}
      previewLabel={(_i, file) => intl.formatMessage(m.previewImage, { name: file.name })}
      accept={ACCEPT}
      maxSize={MAX_SIZE}
      maxCount={1}
      value={files}
      error={error ? intl.formatMessage(m.imageRejected) : undefined}
      onError={() => setError(true)}
      onChange={(next) => {
        setFiles(next);
        setError(false);
        const file = next[0];
        if (!file) {
          store.setAsset(kind, null);
          return;
        }
        readDataUrl(file).then(
          (url) => store.setAsset(kind, { type: file.type, url }),
          () => setError(true),
        );
      }}
    />
  );
}

export const AssetsPanel = observer(function AssetsPanel() {
  const intl = useIntl();
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="md" data-panel="assets">
      <Stack gap="md">
        <Heading level={2} id={id}>
          {intl.formatMessage(m.assetsHeading)}
        </Heading>
        <AssetField kind="logo" />
        <AssetField kind="icon" />
      </Stack>
    </Card>
  );
});
