export {
  Footer,
  type FooterChipItem,
  type FooterLinkItem,
  type FooterProps,
  type FooterRef,
} from './Footer';
