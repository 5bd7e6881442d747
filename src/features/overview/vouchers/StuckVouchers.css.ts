import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/styles/theme.css.ts';

export const lists = style({ display: 'grid', gap: vars.space.md });

export const list = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const vouchers = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const voucher = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const voucherLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});

export const detail = style({ color: vars.color.danger });
