export { Button, type ButtonProps, type ButtonRef } from './Button';
export { buttonColors, buttonFills, buttonShapes, buttonSizes } from './buttonVariants';
