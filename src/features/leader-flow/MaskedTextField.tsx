import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type RefCallback,
} from 'react';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';
import { TextField } from '#src/ui/fields.tsx';

type MaskedTextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  hint?: string;
  error?: string;
  mask: DigitMask;
  value: string;
  onValueChange: (masked: string) => void;
  inputRef?: RefCallback<HTMLInputElement>;
};

/** Every change is read whole from the input, so no keystroke can be dropped. */
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

/**
 * Whatever arrives is reduced to digits and written again in the mask
 * (docs/decisions/033-masks-format-from-digits.md).
 */
export type DigitMask = { maxDigits: number; format: (digits: string) => string };

export const cpfMask: DigitMask = {
  maxDigits: 11,
  format: (d) =>
    d.slice(0, 3) +
    (d.length > 3 ? `.${d.slice(3, 6)}` : '') +
    (d.length > 6 ? `.${d.slice(6, 9)}` : '') +
    (d.length > 9 ? `-${d.slice(9, 11)}` : ''),
};

export const phoneMask: DigitMask = {
  maxDigits: 11,
  format: (d) => {
    if (d.length === 0) return '';
    const area = `(${d.slice(0, 2)}`;
    if (d.length <= 2) return area;
    const split = d.length > 10 ? 7 : 6;
    return `${area}) ${d.slice(2, split)}${d.length > split ? `-${d.slice(split)}` : ''}`;
  },
};

export const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
