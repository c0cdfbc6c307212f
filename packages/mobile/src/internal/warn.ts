/** A development warning naming the component, so bad input is found without breaking the page. */
export function warn(component: string, message: string): void {
  console.warn(`[@tessera/mobile] ${component}: ${message}`);
}
