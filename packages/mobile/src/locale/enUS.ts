import { common } from './en-US/common';
import { dialog } from './en-US/dialog';
import { popup } from './en-US/popup';
import { pullToRefresh } from './en-US/pullToRefresh';
import { errorBlock } from './en-US/errorBlock';
import { empty } from './en-US/empty';
import { swipeAction } from './en-US/swipeAction';
import { progress } from './en-US/progress';
import { badge } from './en-US/badge';
import { noticeBar } from './en-US/noticeBar';
import { navBar } from './en-US/navBar';
import { tag } from './en-US/tag';
import { avatar } from './en-US/avatar';
import { slider } from './en-US/slider';
import { input } from './en-US/input';
import { searchBar } from './en-US/searchBar';
import { form } from './en-US/form';
import { cascader } from './en-US/cascader';
import { ellipsis } from './en-US/ellipsis';
import { imageViewer } from './en-US/imageViewer';
import { pageIndicator } from './en-US/pageIndicator';
import { swiper } from './en-US/swiper';
import { steps } from './en-US/steps';
import { floatingPanel } from './en-US/floatingPanel';
import { indexBar } from './en-US/indexBar';
import { tour } from './en-US/tour';
import { dropdown } from './en-US/dropdown';
import type { Locale } from './types';

/**
 * English (United States): the default texts, whole. Each section lives in a module of its own
 * under `en-US/`, and a component imports only its section as the fallback for when no
 * provider sets a locale, so using one component never bundles every component's texts.
 */
export const enUS: Locale = {
  locale: 'en-US',
  common,
  dialog,
  popup,
  pullToRefresh,
  errorBlock,
  empty,
  swipeAction,
  progress,
  badge,
  noticeBar,
  navBar,
  tag,
  avatar,
  slider,
  input,
  searchBar,
  form,
  cascader,
  ellipsis,
  imageViewer,
  pageIndicator,
  swiper,
  steps,
  floatingPanel,
  indexBar,
  tour,
  dropdown,
};
