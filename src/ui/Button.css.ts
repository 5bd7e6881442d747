import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './styles/theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    padding: `${vars.space.xs} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        background: vars.color.disabledBackground,
        borderColor: vars.color.disabledBackground,
        color: vars.color.disabledText,
      },
    },
  },
  variants: {
    variant: {
      solid: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.primaryHover,
            borderColor: vars.color.primaryHover,
          },
        },
      },
      outline: {
        background: vars.color.surface,
        borderColor: vars.color.primary,
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.primarySoft },
        },
      },
      danger: {
        background: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.onPrimary,
      },
    },
    width: {
      auto: {},
      full: { width: '100%' },
    },
  },
  defaultVariants: {
    variant: 'solid',
    width: 'auto',
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
