export { Swiper, type SwiperProps, type SwiperRef } from './Swiper';
export { SwiperItem, type SwiperItemProps } from './SwiperItem';
