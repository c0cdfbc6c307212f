/**
 * title: Size and stroke
 * description: A large ring with a thick stroke, sized through its CSS variables.
 * keywords: [size, track width, css variables]
 */
import { ProgressCircle } from '@tessera/mobile';

export default function SizeAndStroke() {
  return (
    <ProgressCircle
      percent={62}
      aria-label="Daily steps"
      style={{ '--tm-progress-circle-size': '120px', '--tm-progress-circle-track-width': '5px' }}
    >
      6,200 steps
    </ProgressCircle>
  );
}
