import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A card's raised surface; each card composes it with its own layout. */
export const cardSurface = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
