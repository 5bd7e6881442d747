import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const note = style({ fontSize: vars.fontSize.sm });

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0 });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const itemTitle = style({ fontWeight: vars.fontWeight.bold });

export const failure = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
