import { Spinner } from '../Spinner';
import { IconRefresh } from '../Icon';
import { TextField, type TextFieldProps } from '../TextField';
import * as s from './CaptchaField.css';

export type CaptchaFieldProps = Omit<
  TextFieldProps,
  'type' | 'numeric' | 'endAdornment' | 'multiline' | 'showPasswordLabel' | 'hidePasswordLabel'
> & {
  /** The captcha image (the platform sends a base64 data URL). Without it a spinner shows. */
  src?: string;
  /** Asks for a new image; called when the image is tapped. */
  onRefresh: () => void;
  /** The image button's accessible name, e.g. 'Tap for a new code'. */
  refreshLabel: string;
  /** A new image is on its way. */
  loading?: boolean;
};

/**
 * A numeric captcha input (up to 6 digits, SPEC §5) with the captcha image beside it; tapping the
 * image asks for a new one. A tap while an image is loading is ignored.
 */
export function CaptchaField({
  src,
  onRefresh,
  refreshLabel,
  loading,
  maxLength = 6,
  autoComplete = 'off',
  ...field
}: CaptchaFieldProps) {
  const busy = loading || !src;
  return (
    <TextField
      {...field}
      numeric
      maxLength={maxLength}
      autoComplete={autoComplete}
      endAdornment={
        <button
          type="button"
          className={s.imageButton}
          aria-label={refreshLabel}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!loading) onRefresh();
          }}
        >
          {busy ? <Spinner size="sm" /> : <img className={s.image} src={src} alt="" />}
          {busy ? null : <IconRefresh size="sm" />}
        </button>
      }
    />
  );
}
