/**
 * title: Custom track
 * description: A thicker bar with custom track and fill colours through its CSS variables.
 * keywords: [css variables, height, track color]
 */
import { ProgressBar } from '@tessera/mobile';

export default function CustomTrack() {
  return (
    <ProgressBar
      percent={60}
      text
      aria-label="Goal"
      style={{
        '--tm-progress-bar-height': '12px',
        '--tm-progress-bar-track-color': '#e8f1ff',
        '--tm-progress-bar-fill-color': '#7b61ff',
      }}
    />
  );
}
