import type { ComponentPropsWithRef } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    busy?: boolean;
    busyText?: string;
  };

export function Button({
  variant,
  width,
  busy = false,
  busyText,
  className,
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, width }), className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyText ? busyText : children}
    </button>
  );
}
