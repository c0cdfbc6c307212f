/** Where an overlay renders: a `getContainer` prop wins, then ConfigProvider, then the body. */
export type GetContainer = (() => HTMLElement | null) | null | undefined;

export function resolveContainer(
  fromProps: GetContainer,
  fromConfig: (() => HTMLElement | null) | undefined,
): HTMLElement | null {
  // `null` means render in place, no portal.
  if (fromProps === null) return null;
  return fromProps?.() ?? fromConfig?.() ?? document.body;
}
