import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type RefCallback,
} from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { TextField } from '#src/ui/fields.tsx';
import { caretAfterDigits, digitsOf, type DigitMask } from './masks.ts';

type MaskedTextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  hint?: string;
  error?: string;
  mask: DigitMask;
  value: string;
  onValueChange: (masked: string) => void;
  /** react-hook-form's field ref (a callback), so it can focus the field with an error. */
  inputRef?: RefCallback<HTMLInputElement>;
};

/**
 * A controlled text field whose value is always `mask.format(digits)`. Every change, however it
 * came, is read whole from the input, so no keystroke can be dropped; the caret stays after the
 * digits that were before it.
 */
export function MaskedTextField({
  mask,
  value,
  onValueChange,
  inputRef,
  ...props
}: MaskedTextFieldProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = element.current;
    if (caret.current === null || input === null || input !== document.activeElement) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const masked = mask.format(digitsOf(raw, mask.maxDigits));
    const digitsBefore = digitsOf(
      raw.slice(0, event.target.selectionStart ?? raw.length),
      mask.maxDigits,
    ).length;
    caret.current = caretAfterDigits(masked, digitsBefore);
    onValueChange(masked);
  };

  const setRefs = (input: HTMLInputElement | null) => {
    element.current = input;
    inputRef?.(input);
  };

  return <TextField {...props} ref={setRefs} value={value} onChange={onChange} />;
}

type MaskedFieldProps = Pick<
  MaskedTextFieldProps,
  'label' | 'hint' | 'error' | 'type' | 'inputMode'
>;

/** A react-hook-form Controller's render for a masked text field. */
export function maskedField<Values extends FieldValues, Name extends Path<Values>>(
  mask: DigitMask,
  props: MaskedFieldProps,
) {
  function MaskedFieldRender({ field }: { field: ControllerRenderProps<Values, Name> }) {
    return (
      <MaskedTextField
        {...props}
        autoComplete="off"
        mask={mask}
        name={field.name}
        value={String(field.value ?? '')}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
      />
    );
  }
  return MaskedFieldRender;
}
