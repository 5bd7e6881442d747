import { style, styleVariants, keyframes } from '@vanilla-extract/css';
import { vars } from './styles/theme.css.ts';

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

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '50vh',
  padding: vars.space.lg,
  color: vars.color.textMuted,
});

export const spinner = style({
  width: '2rem',
  height: '2rem',
  border: `4px solid ${vars.color.primarySoft}`,
  borderTopColor: vars.color.primary,
  borderRadius: '50%',
  animation: `${spin} 0.9s linear infinite`,
});

export const updatePrompt = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const updateMessage = style({
  fontWeight: vars.fontWeight.bold,
});
