import type { ClimateMood, Mood, Tone } from '../domain/smileys';
import { useUiStyles } from './styles';

/** A face: SPEC §3's moods, and the indoor climate's happy. */
export type Face = Mood | ClimateMood;

/** Mouth paths of the faces: a broad smile, a faint one ("meh"), a straight line, a frown. */
const MOUTHS: Record<Face, string> = {
  smile: 'M7 13.5 Q12 18.5 17 13.5',
  happy: 'M7 13.5 Q12 18.5 17 13.5',
  ok: 'M8 15 Q12 16.2 16 15',
  neutral: 'M8 15.5 L16 15.5',
  sad: 'M7.5 17 Q12 12.5 16.5 17',
};

/**
 * A mood face in its tone's colour with its meaning as text beside it: the text is what a screen
 * reader reads, the drawing is decoration. The tone comes from what is judged (`CONSUMPTION_TONES`,
 * `CLIMATE_TONES`), not from the face, since the same face means different things in the two scales.
 */
export function Smiley({ mood, tone, label }: { mood: Face; tone: Tone; label: string }) {
  useUiStyles();
  return (
    <span className={`pui-smiley pui-tone-${tone}`} data-mood={mood} data-tone={tone}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="8.5" cy="9.5" r="1.4" fill="currentColor" />
        <circle cx="15.5" cy="9.5" r="1.4" fill="currentColor" />
        <path d={MOUTHS[mood]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </span>
  );
}
