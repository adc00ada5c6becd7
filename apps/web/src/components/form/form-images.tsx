import { useCallback, type ComponentProps } from 'react';
import { useController } from 'react-hook-form';
import { ImageUploader } from '../ui/image-uploader';

type Props = Omit<ComponentProps<typeof ImageUploader>, 'onChange' | 'error'> & {
  /** The form's list of upload ids. */
  name: string;
  /** Told whether an upload is still running, so the form can wait to be sent. */
  onBusy: (busy: boolean) => void;
  /** Left out where the form shows this field's error elsewhere. */
  showError?: boolean;
};

/**
 * The uploader as a form field: the ids of the finished uploads are the field's value, checked by
 * the form's schema like any other field.
 */
export function FormImageUploader({ name, onBusy, showError = true, ...props }: Props) {
  const { field, fieldState } = useController({ name });
  const { onChange } = field;
  // Stable, since the uploader reports again whenever its callback changes.
  const report = useCallback(
    (ids: string[], busy: boolean) => {
      onChange(ids);
      onBusy(busy);
    },
    [onChange, onBusy],
  );
  return (
    <ImageUploader
      {...props}
      onChange={report}
      {...(showError ? { error: fieldState.error?.message } : {})}
    />
  );
}
