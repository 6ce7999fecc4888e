// Export the draft as a merchant folder (ZIP), import one back, and copy the draft's link.
import { useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Card, Heading, Stack, Text, TextField } from '@ds';
import { configLine, exportZip, importFiles } from '../exportDraft';
import { studioMessages as m } from '../messages';
import { useStudio } from '../StudioContext';
import * as s from '../studio.css';

type Status = { tone: 'success' | 'danger'; text: string } | null;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const ExportPanel = observer(function ExportPanel() {
  const store = useStudio();
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const download = async () => {
    setBusy(true);
    try {
      const blob = await exportZip(store);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${store.code}.zip`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus(null);
    } catch (error) {
      setStatus({ tone: 'danger', text: intl.formatMessage(m.exportFailed, { reason: reasonOf(error) }) });
    } finally {
      setBusy(false);
    }
  };

  const load = async (files: File[]) => {
    try {
      const draft = await importFiles(files, store.from);
      store.load(draft);
      setStatus({ tone: 'success', text: intl.formatMessage(m.imported) });
    } catch (error) {
      setStatus({ tone: 'danger', text: intl.formatMessage(m.importFailed, { reason: reasonOf(error) }) });
    }
  };

  const copyLink = async () => {
    await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
    setStatus({ tone: 'success', text: intl.formatMessage(m.linkCopied) });
  };

  return (
    <Card as="section" aria-labelledby={id} padding="md" data-panel="export">
      <Stack gap="md">
        <Heading level={2} id={id}>
          {intl.formatMessage(m.exportHeading)}
        </Heading>
        <TextField
          label={intl.formatMessage(m.merchantCode)}
          value={store.code}
          onValueChange={(v) => store.setCode(v.trim())}
          hint={intl.formatMessage(m.merchantCodeHint)}
          error={store.codeValid ? undefined : intl.formatMessage(m.merchantCodeInvalid)}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={intl.formatMessage(m.merchantName)}
          value={store.name}
          onValueChange={(v) => store.setName(v)}
          autoComplete="off"
        />
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.exportHelp)}
        </Text>
        <Stack gap="xs">
          <Text size="sm" weight="bold" id={`${id}-line`}>
            {intl.formatMessage(m.configLine)}
          </Text>
          <pre className={s.code} aria-labelledby={`${id}-line`} data-config-line>
            {configLine(store)}
          </pre>
        </Stack>
        <Button onClick={download} loading={busy} disabled={!store.codeValid} fullWidth>
          {intl.formatMessage(m.exportZip)}
        </Button>
        <Button variant="secondary" onClick={() => input.current?.click()} fullWidth>
          {intl.formatMessage(m.importFolder)}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept=".zip,.json,.svg,application/zip,application/json,image/svg+xml"
          className={s.hiddenInput}
          tabIndex={-1}
          aria-hidden
          data-import
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void load(files);
          }}
        />
        <Button variant="secondary" onClick={copyLink} fullWidth>
          {intl.formatMessage(m.copyLink)}
        </Button>
        <Text size="sm" tone="muted">
          {intl.formatMessage(m.linkNote)}
        </Text>
        <Text size="sm" role="status" tone={status?.tone ?? 'secondary'}>
          {status?.text ?? ''}
        </Text>
      </Stack>
    </Card>
  );
});
