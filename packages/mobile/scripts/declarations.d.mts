export function writeDeclarations(packageRoot?: string): void;
