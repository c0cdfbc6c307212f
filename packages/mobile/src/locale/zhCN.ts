import type { Locale } from './types';

/** Simplified Chinese. */
export const zhCN: Locale = {
  locale: 'zh-CN',
  common: { confirm: '确定', cancel: '取消', close: '关闭', loading: '加载中', actions: '操作' },
  dialog: { ok: '我知道了' },
  popup: {
    dragHandle: '下拉关闭',
    sheetHeight: '面板高度',
    sheetHeightValue: '第 {current} 档，共 {total} 档',
  },
  pullToRefresh: {
    pulling: '下拉刷新',
    canRelease: '释放立即刷新',
    refreshing: '加载中…',
    complete: '刷新成功',
  },
  errorBlock: {
    default: { title: '页面遇到一些小问题', description: '待会儿再来试试' },
    busy: { title: '前方拥堵', description: '刷新试试' },
    disconnected: { title: '网络有点忙', description: '动动手指帮忙修复' },
    empty: { title: '没有找到你需要的东西', description: '找找其他的吧' },
  },
  empty: { description: '暂无数据' },
  swipeAction: { actions: '更多操作' },
  progress: { label: '进度' },
  badge: { count: '{count} 条未读', dot: '有新消息' },
  noticeBar: { close: '关闭通知' },
  navBar: { back: '返回' },
  indexBar: { label: '索引' },
};
