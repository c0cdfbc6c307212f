/** Whether the element is laid out right to left, as set by the nearest `dir` attribute. */
export function isRtl(el: Element): boolean {
  return el.closest<HTMLElement>('[dir]')?.dir === 'rtl';
}
