export { Result, type ResultProps } from './Result';
export { resultStatuses, type ResultStatus } from './resultStatus';
