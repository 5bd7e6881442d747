import type { PreparedPhoto } from './prepared-photo.ts';
import { PhotoField } from './PhotoField.tsx';

/** The part of react-hook-form's Controller render props a photo field uses. */
type PhotoControllerRenderProps = {
  field: {
    value: PreparedPhoto | null;
    onChange: (photo: PreparedPhoto | null) => void;
    onBlur: () => void;
    ref: (element: HTMLInputElement | null) => void;
  };
  fieldState: { error?: { message?: string } };
};

type PhotoFieldOptions = {
  label: string;
  hint?: string;
  disabled?: boolean;
  onPreparingChange?: (preparing: boolean) => void;
};

/** A Controller `render` that draws a PhotoField wired to the form (value, blur, focus, error). */
export function photoFieldRender({ label, hint, disabled, onPreparingChange }: PhotoFieldOptions) {
  return function renderPhotoField({ field, fieldState }: PhotoControllerRenderProps) {
    return (
      <PhotoField
        label={label}
        hint={hint}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
        disabled={disabled}
        onPreparingChange={onPreparingChange}
      />
    );
  };
}
