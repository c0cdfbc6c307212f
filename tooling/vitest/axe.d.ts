export function expectNoAxeViolations(container: Element | Document): Promise<void>;
