/**
 * title: Right to left
 * description: In right-to-left text the second slide waits on the left; swipe right or press the Left arrow to bring it in.
 * keywords: [rtl, dir, direction]
 */
import { Swiper } from '@tessera/mobile';

const slides = [
  { name: 'الميناء', colour: '#0958d9' },
  { name: 'الغابة', colour: '#237804' },
  { name: 'الصحراء', colour: '#ad4e00' },
];

export default function RightToLeft() {
  return (
    <div dir="rtl" lang="ar">
      <Swiper aria-label="أماكن">
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
    </div>
  );
}
