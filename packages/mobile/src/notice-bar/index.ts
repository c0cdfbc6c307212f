export {
  NoticeBar,
  type NoticeBarColor,
  type NoticeBarProps,
  type NoticeBarRef,
} from './NoticeBar';
