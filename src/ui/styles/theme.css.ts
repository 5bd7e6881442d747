import { createGlobalTheme } from '@vanilla-extract/css';

/** Colours reach at least 4.5:1 on `surface` and `background` (WCAG AA). */
export const vars = createGlobalTheme(':root', {
  color: {
    background: '#f6f5f1',
    surface: '#ffffff',
    text: '#1f2933',
    textMuted: '#4a5561',
    border: '#b8c0c8',
    primary: '#0b6146',
    primaryHover: '#084a35',
    onPrimary: '#ffffff',
    primarySoft: '#e3f2ec',
    danger: '#a8251b',
    dangerSoft: '#fdecea',
    success: '#0b6146',
    successSoft: '#e3f2ec',
    warning: '#7a4100',
    warningSoft: '#fff4e0',
    info: '#1d4e89',
    infoSoft: '#e6eef8',
    focus: '#1d4ed8',
    disabledText: '#5f6b76',
    disabledBackground: '#e4e7eb',
    overlay: 'rgba(15, 23, 32, 0.55)',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    display: '1.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    body: '1.5',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  size: {
    /** WCAG 2.5.8 asks for 24 px; 44 px is comfortable on phones. */
    touchTarget: '44px',
    contentMaxWidth: '40rem',
    bottomNavHeight: '4rem',
    headerHeight: '3.5rem',
  },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 32, 0.12), 0 1px 3px rgba(15, 23, 32, 0.08)',
    dialog: '0 10px 30px rgba(15, 23, 32, 0.25)',
  },
});

/** Mobile first: styles without a media query target a 360 px phone. */
export const media = {
  tablet: 'screen and (min-width: 640px)',
  desktop: 'screen and (min-width: 1024px)',
} as const;
