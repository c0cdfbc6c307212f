/**
 * title: White, over a picture
 * description: The white preset reads on photos and dark surfaces; here it is a Swiper's indicator, hidden from screen readers because the Swiper announces its position itself.
 * keywords: [color, white, Swiper, decorative]
 */
import { PageIndicator, Swiper } from '@tessera/mobile';

const photos = ['#0958d9', '#237804', '#531dab'];

export default function White() {
  return (
    <Swiper
      aria-label="Photos"
      indicator={(total, current) => (
        <PageIndicator total={total} current={current} color="white" decorative />
      )}
    >
      {photos.map((colour, index) => (
        <Swiper.Item key={colour}>
          <svg
            display="block"
            width="100%"
            height="140"
            role="img"
            aria-label={`Photo ${index + 1}`}
          >
            <rect width="100%" height="100%" fill={colour} />
          </svg>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
