import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const entry = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const entryHead = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const facts = style({
  margin: `${vars.space.xs} 0 0`,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `2px ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const reason = style({
  minHeight: '5rem',
  width: '100%',
  padding: vars.space.sm,
  font: 'inherit',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const printable = style({
  '@media': {
    print: { fontSize: '11pt' },
  },
});

export const noPrint = style({
  '@media': {
    print: { display: 'none' },
  },
});

export const printOnly = style({
  display: 'none',
  '@media': {
    print: { display: 'block' },
  },
});

export const pair = style({ display: 'contents' });
