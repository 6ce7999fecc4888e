import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { cx } from '../../utils/cx';
import { IconClose, IconPlus } from '../Icon';
import { Spinner } from '../Spinner';
import * as s from './ImageUploader.css';
import {
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_IMAGE_BYTES,
  DEFAULT_MAX_IMAGES,
  triageFiles,
  type ImageRejection,
} from './validate';

export interface ImageUploaderProps {
  /** What the images are for (the group's legend), e.g. 'Proof of payment'. */
  label: ReactNode;
  /** The add tile's accessible name and caption, e.g. 'Add image'. */
  addLabel: string;
  /** Each remove button's accessible name, e.g. `(i) => \`Remove image ${i + 1}\``. */
  removeLabel: (index: number, file: File) => string;
  /** Each preview's alt text, e.g. `(i) => \`Image ${i + 1}\``. */
  previewLabel: (index: number, file: File) => string;
  /** MIME types, `type/*` wildcards or extensions. Default jpg, jpeg, png, gif. */
  accept?: readonly string[];
  /** Bytes; default 5 MB. */
  maxSize?: number;
  /** Default 3. */
  maxCount?: number;
  value?: File[];
  defaultValue?: File[];
  onChange?: (files: File[]) => void;
  /** Called once per refused file with the reason: 'type' | 'size' | 'count' | 'read'. */
  onError?: (rejection: ImageRejection) => void;
  hint?: ReactNode;
  /** An error to show under the grid (e.g. the translated message for the last rejection). */
  error?: ReactNode;
  disabled?: boolean;
  /** Form field name: the chosen files are also kept on a hidden file input for plain form posts. */
  name?: string;
  className?: string;
}

/** Checks that a file really decodes as an image (a renamed PDF fails here with reason 'read'). */
async function decodes(url: string): Promise<boolean> {
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * Pick images from the device: type, size and count checked, each refusal reported with its
 * reason, previews in a grid of four per row, each removable. Previews are object URLs, released
 * when an image is removed or the uploader unmounts.
 */
export function ImageUploader({
  label,
  addLabel,
  removeLabel,
  previewLabel,
  accept = DEFAULT_IMAGE_TYPES,
  maxSize = DEFAULT_MAX_IMAGE_BYTES,
  maxCount = DEFAULT_MAX_IMAGES,
  value,
  defaultValue,
  onChange,
  onError,
  hint,
  error,
  disabled,
  name,
  className,
}: ImageUploaderProps) {
  const id = `iu${useId()}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [files, setFiles] = useControllableState(value, defaultValue ?? [], onChange);
  const [urls, setUrls] = useState(() => new Map<File, string>());
  const [reading, setReading] = useState(false);
  const invalid = error != null && error !== false && error !== '';

  // One object URL per file on show; revoked when the file leaves the list.
  useEffect(() => {
    setUrls((prev) => {
      const next = new Map<File, string>();
      for (const file of files) next.set(file, prev.get(file) ?? URL.createObjectURL(file));
      for (const [file, url] of prev) if (!next.has(file)) URL.revokeObjectURL(url);
      return next;
    });
  }, [files]);
  const urlsRef = useRef(urls);
  useEffect(() => {
    urlsRef.current = urls;
  }, [urls]);
  useEffect(() => () => urlsRef.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const addFiles = async (chosen: File[]) => {
    const { accepted, rejected } = triageFiles(chosen, files.length, { accept, maxSize, maxCount });
    rejected.forEach((r) => onError?.(r));
    if (accepted.length === 0) return;
    setReading(true);
    const readable: File[] = [];
    for (const file of accepted) {
      const url = URL.createObjectURL(file);
      const ok = await decodes(url);
      URL.revokeObjectURL(url);
      if (ok) readable.push(file);
      else onError?.({ reason: 'read', file });
    }
    setReading(false);
    if (readable.length > 0) setFiles([...files, ...readable]);
  };

  const removeAt = (index: number) => {
    setFiles(files.filter((_, i) => i !== index));
    // Focus moves to the add tile so keyboard users are not left on a removed element.
    requestAnimationFrame(() => addRef.current?.focus());
  };

  const full = files.length >= maxCount;
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');

  return (
    <fieldset
      className={cx(s.root, className)}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
    >
      <legend className={s.legend}>{label}</legend>
      {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul className={s.grid} role="list">
        {files.map((file, i) => (
          <li key={`${file.name}-${file.lastModified}-${i}`} className={s.tile}>
            {urls.get(file) ? (
              <img className={s.preview} src={urls.get(file)} alt={previewLabel(i, file)} />
            ) : null}
            <button
              type="button"
              className={s.remove}
              aria-label={removeLabel(i, file)}
              onClick={() => removeAt(i)}
            >
              <IconClose size="sm" />
            </button>
          </li>
        ))}
        {full ? null : (
          <li className={s.tile}>
            <button
              ref={addRef}
              type="button"
              className={s.add}
              aria-busy={reading || undefined}
              onClick={() => {
                if (!reading) inputRef.current?.click();
              }}
            >
              {reading ? <Spinner size="sm" /> : <IconPlus />}
              <span>{addLabel}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={inputRef}
        className={s.hiddenInput}
        type="file"
        accept={accept.join(',')}
        multiple={maxCount - files.length > 1}
        name={name}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          // Cleared so choosing the same file again fires a change.
          e.target.value = '';
          void addFiles(chosen);
        }}
      />
      {invalid ? (
        <span id={`${id}-error`} className={s.error}>
          {error}
        </span>
      ) : null}
      {hint ? (
        <span id={`${id}-hint`} className={s.hint}>
          {hint}
        </span>
      ) : null}
    </fieldset>
  );
}
