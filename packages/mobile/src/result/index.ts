// ResultPage is a component of its own, not `Result.Page`: attached, it would bring its Button
// into every app that shows a plain Result.
export { Result, type ResultProps } from './Result';
export { ResultPage, type ResultPageDetail, type ResultPageProps } from './ResultPage';
export { resultStatuses, type ResultStatus } from './resultStatus';
