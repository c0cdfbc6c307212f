/**
 * title: Swipe, loop and autoplay
 * description: Swipe or flick between four slides that loop round and move on by themselves every three seconds; a finger on the swiper, focus inside it or a hidden page pauses them.
 * keywords: [loop, autoplay, flick, indicator]
 */
import { Swiper } from '@tessera/mobile';

const slides = [
  { name: 'Harbour', colour: '#0958d9' },
  { name: 'Forest', colour: '#237804' },
  { name: 'Desert', colour: '#ad4e00' },
  { name: 'Night', colour: '#531dab' },
];

export default function Basic() {
  return (
    <Swiper loop autoplay aria-label="Places">
      {slides.map(({ name, colour }) => (
        <Swiper.Item key={name}>
          <svg display="block" width="100%" height="160" role="img" aria-label={name}>
            <rect width="100%" height="100%" fill={colour} />
            <text x="50%" y="50%" fill="#fff" fontSize="24" textAnchor="middle" dy="8">
              {name}
            </text>
          </svg>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
