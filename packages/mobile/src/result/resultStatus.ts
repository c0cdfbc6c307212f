export const resultStatuses = ['success', 'error', 'info', 'waiting', 'warning'] as const;
export type ResultStatus = (typeof resultStatuses)[number];
