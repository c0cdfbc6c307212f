export { TextArea, type AutoSize, type TextAreaProps, type TextAreaRef } from './TextArea';
