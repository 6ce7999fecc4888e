// /m/applyReward?id= (SPEC §2 Apply-for-reward, §5): back to /m/activity without an id or a session;
// trial accounts are refused (free_reject). A remark of up to 140 characters with its counter and up
// to 3 images (jpeg/jpg/png, 5 MB each) with previews and remove; each refused image says why (the
// §8 messages). Send is enabled only when what the promotion asks for (imageRequired,
// remarkRequired) is there; the images upload with a progress line, and a failed send keeps the
// remark, the images and what was already uploaded.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Heading, ImageUploader, Spinner, Stack, Text, TextField } from '@ds';
import { describeError } from '../../api/errorMessages';
import { pathTo } from '../../routes/routeTable';
import { TrialRefusedPage } from '../../shell/TrialRefusedPage';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import {
  REWARD_IMAGE_ACCEPT,
  REWARD_IMAGE_MAX_BYTES,
  REWARD_IMAGE_MAX_COUNT,
  REWARD_REMARK_MAX,
  promotionsFeature,
  type ImageProblem,
} from '../../stores/promotions';
import { imagePreview, promotionMessages as m, removeImage, uploadProgress } from './messages';
import { CardSkeletons, LoadFailed } from './parts';
import { queryPromotionId } from './PromotionsScreen';

const PROBLEM_MESSAGE = {
  type: m.imageType,
  size: m.imageSize,
  count: m.imageCount,
  read: m.imageRead,
} satisfies Record<ImageProblem, unknown>;

export default observer(function ApplyRewardScreen() {
  const { session } = useStores();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const raw = params.get('promotionId') ?? params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : queryPromotionId(location.search);
  if (id === null || !session.isLoggedIn) return <Navigate to={pathTo('activity')} replace />;
  if (session.isTrial) return <TrialRefusedPage />;
  return <ApplyForm id={id} />;
});

const ApplyForm = observer(function ApplyForm({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ui } = useStores();
  const store = useFeature(promotionsFeature);
  const detail = store.detail(id);
  const form = store.applicationFor(id);
  const state = detail.load.state;

  useEffect(() => {
    void detail.reload();
  }, [detail]);
  useRetryOnReconnect(ui.online, state === 'error', () => void detail.reload());

  const p = detail.promotion;
  if (!p && (state === 'idle' || state === 'loading'))
    return (
      <Stack paddingX="gutter" paddingY="md">
        <CardSkeletons label={intl.formatMessage(m.loading)} count={2} height="8rem" />
      </Stack>
    );
  if (!p)
    return (
      <Stack paddingX="gutter" paddingY="md">
        <LoadFailed online={ui.online} onRetry={() => void detail.reload()} testId="apply-error" />
      </Stack>
    );

  const submit = async () => {
    if (await form.submit()) {
      store.applied(id);
      ui.showToast(m.submitted, { kind: 'success' });
      void navigate(pathTo('activityDetail', { id }), { replace: true });
    }
  };
  const known = (key: string) => Boolean(intl.messages[key]);

  return (
    <Stack
      as="form"
      gap="lg"
      paddingX="gutter"
      paddingY="md"
      noValidate
      data-testid="apply-form"
      onSubmit={(e: { preventDefault: () => void }) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Heading level={3} as="h1">
        {p.title}
      </Heading>
      <TextField
        label={intl.formatMessage(m.remark)}
        multiline
        rows={4}
        maxLength={REWARD_REMARK_MAX}
        showCount
        value={form.remark}
        onValueChange={form.setRemark}
        hint={intl.formatMessage(p.remarkRequired === 'Y' ? m.remarkRequired : m.remarkHint)}
        required={p.remarkRequired === 'Y'}
        disabled={form.submitting}
        data-testid="apply-remark"
      />
      <ImageUploader
        label={intl.formatMessage(m.images)}
        addLabel={intl.formatMessage(m.addImage)}
        removeLabel={(i) => intl.formatMessage(removeImage, { n: i + 1 })}
        previewLabel={(i) => intl.formatMessage(imagePreview, { n: i + 1 })}
        accept={REWARD_IMAGE_ACCEPT}
        maxSize={REWARD_IMAGE_MAX_BYTES}
        maxCount={REWARD_IMAGE_MAX_COUNT}
        value={form.files}
        onChange={form.setFiles}
        onError={(r) => form.refuseImage(r.reason)}
        error={form.imageProblem ? intl.formatMessage(PROBLEM_MESSAGE[form.imageProblem]) : undefined}
        hint={intl.formatMessage(p.imageRequired === 'Y' ? m.imagesRequired : m.imagesHint)}
        disabled={form.submitting}
        name="pictures"
      />
      {form.uploading ? (
        <Stack direction="row" gap="sm" align="center" role="status" data-testid="apply-progress">
          <Spinner size="sm" />
          <Text size="sm">
            {intl.formatMessage(uploadProgress, { done: form.uploadedCount, total: form.files.length })}
          </Text>
        </Stack>
      ) : null}
      {form.error && !form.submitting ? (
        <Stack gap="xs" role="alert" data-testid="apply-failed">
          <Text size="sm" tone="danger" weight="bold">
            {intl.formatMessage(describeError(form.error, known))}
          </Text>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(m.submitFailed)}
          </Text>
        </Stack>
      ) : null}
      <Button
        type="submit"
        fullWidth
        loading={form.submitting}
        disabled={!form.canSubmit(p)}
        data-testid="apply-submit"
      >
        {intl.formatMessage(m.submit)}
      </Button>
    </Stack>
  );
});
