import { style } from '@vanilla-extract/css';
import { ROW_GAP_REM } from './StaffDonationCard.css.ts';

export const list = style({
  position: 'relative',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: `${ROW_GAP_REM}rem`,
});
