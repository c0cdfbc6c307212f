export { Card, type CardProps, type CardRef } from './Card';
