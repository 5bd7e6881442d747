import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './styles/theme.css';

const base = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
});

export const notice = styleVariants({
  warning: [
    base,
    {
      background: vars.color.warningSoft,
      color: vars.color.warning,
      borderColor: vars.color.warning,
    },
  ],
  info: [
    base,
    { background: vars.color.infoSoft, color: vars.color.info, borderColor: vars.color.info },
  ],
  danger: [
    base,
    { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
  ],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const link = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  display: 'inline-block',
  minHeight: '24px',
});
