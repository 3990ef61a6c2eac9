/** Badge styles whose words wrap on a narrow phone instead of being cut off ('Seat offered until …'). */
export const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 },
  label: { whiteSpace: 'normal' },
} as const;
