/**
 * title: Neighbours peeking in
 * description: Slides take 80% of the width and sit 10% from the edge, so the previous and next ones show at the sides.
 * keywords: [slideSize, trackOffset, cards]
 */
import { Swiper } from '@tessera/mobile';

const cards = ['Plan', 'Pack', 'Travel', 'Return'];

export default function Peek() {
  return (
    <Swiper slideSize={80} trackOffset={10} loop aria-label="Trip steps">
      {cards.map((card, index) => (
        <Swiper.Item key={card}>
          <svg display="block" width="100%" height="120" role="img" aria-label={card}>
            <rect x="4" width="96%" height="100%" rx="8" fill={index % 2 ? '#237804' : '#0958d9'} />
            <text x="50%" y="50%" fill="#fff" fontSize="20" textAnchor="middle" dy="7">
              {card}
            </text>
          </svg>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
