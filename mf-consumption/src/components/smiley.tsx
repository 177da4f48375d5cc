import type { Mood } from '@portal/shared';

type Face = Mood | 'happy';

/** Mouth paths of the faces: a smile, a slight smile, a straight line, a frown. */
const MOUTHS: Record<Face, string> = {
  smile: 'M7 13.5 Q12 18.5 17 13.5',
  happy: 'M7 13.5 Q12 18.5 17 13.5',
  ok: 'M7.5 14.5 Q12 16.5 16.5 14.5',
  neutral: 'M8 15 L16 15',
  sad: 'M7.5 16.5 Q12 12.5 16.5 16.5',
};

/**
 * A mood face with its meaning as text (the drawing is decoration for assistive technology). It is
 * drawn in `currentColor`: its mood's theme colour (styles.ts, `.mfc-smiley[data-mood]`).
 */
export function Smiley({ mood, label }: { mood: Face; label: string }) {
  return (
    <span className="mfc-smiley" data-mood={mood}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="8.5" cy="9.5" r="1.4" fill="currentColor" />
        <circle cx="15.5" cy="9.5" r="1.4" fill="currentColor" />
        <path d={MOUTHS[mood]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>{' '}
      <span>{label}</span>
    </span>
  );
}
