export { Step, Steps, type StepProps, type StepsProps, type StepStatus } from './Steps';
