/**
 * title: Vertical
 * description: Slides move up and down; the dots stand at the side. A vertical swiper needs a height (200 px unless --tm-swiper-height says otherwise).
 * keywords: [direction, vertical, height]
 */
import { Swiper } from '@tessera/mobile';

const notices = [
  { text: 'New: pay with your watch', colour: '#0958d9' },
  { text: 'Free delivery this weekend', colour: '#237804' },
  { text: 'Store closed on Monday', colour: '#ad4e00' },
];

export default function Vertical() {
  return (
    <Swiper direction="vertical" aria-label="Notices">
      {notices.map(({ text, colour }) => (
        <Swiper.Item key={text}>
          <svg display="block" width="100%" height="100%" role="img" aria-label={text}>
            <rect width="100%" height="100%" fill={colour} />
            <text x="50%" y="50%" fill="#fff" fontSize="18" textAnchor="middle" dy="6">
              {text}
            </text>
          </svg>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
