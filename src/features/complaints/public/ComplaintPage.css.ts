import { style } from '@vanilla-extract/css';

export const protocolInput = style({ textTransform: 'uppercase', letterSpacing: '0.08em' });
