import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const textarea = style({ minHeight: '8rem', resize: 'vertical' });

/** The protocol, read aloud or photographed: large, spaced. */
export const protocol = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});

export const protocolInput = style({ textTransform: 'uppercase', letterSpacing: '0.08em' });

/** The honeypot: never drawn, so people neither see nor reach it; bots that read HTML fill it. */
export const trap = style({ display: 'none' });
