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
  input: { clear: '清除' },
  searchBar: { label: '搜索' },
  form: {
    defaultLabel: '此项',
    required: '请输入{label}',
    type: '{label}不是有效的{type}',
    types: {
      string: '文本',
      number: '数字',
      integer: '整数',
      float: '数字',
      boolean: '是或否',
      email: '邮箱地址',
      url: '网址',
      array: '列表',
      date: '日期',
    },
    pattern: '{label}格式不正确',
    string: {
      min: '{label}至少需要{min}个字符',
      max: '{label}最多{max}个字符',
      len: '{label}须为{len}个字符',
      range: '{label}须为{min}到{max}个字符',
    },
    number: {
      min: '{label}不能小于{min}',
      max: '{label}不能大于{max}',
      len: '{label}须等于{len}',
      range: '{label}须在{min}到{max}之间',
    },
    array: {
      min: '{label}至少需要{min}项',
      max: '{label}最多{max}项',
      len: '{label}须为{len}项',
      range: '{label}须为{min}到{max}项',
    },
    validating: '校验中…',
    summary: '{count}项需要修改：{labels}',
    summaryOne: '1项需要修改：{labels}',
  },
};
