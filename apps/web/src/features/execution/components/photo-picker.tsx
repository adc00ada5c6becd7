import { ImageUploader } from '../../../components/ui/image-uploader';
import type { ExecutionRole } from '../api/execution';

/**
 * Work photos for a step (docs/product.md#after-the-pick: the caller's own uploads, at most 10), uploaded
 * as the role of the area the step is taken from. `onChange` must keep its identity (useCallback).
 */
export function PhotoPicker(props: {
  label: string;
  role: ExecutionRole;
  onChange: (ids: string[], busy: boolean) => void;
  max?: number;
  error?: string | undefined;
}) {
  return (
    <ImageUploader
      label={props.label}
      purpose="work-photo"
      as={props.role}
      max={props.max ?? 10}
      onChange={props.onChange}
      error={props.error}
    />
  );
}
