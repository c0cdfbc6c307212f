/**
 * title: Columns and descriptions
 * description: columns lays the chips out in equal columns; each option may carry a description line.
 * keywords: [columns, grid, description]
 */
import { Selector } from '@tessera/mobile';

const plans = [
  { label: 'Basic', value: 'basic', description: 'Free' },
  { label: 'Plus', value: 'plus', description: '$4 / month' },
  { label: 'Team', value: 'team', description: '$12 / month' },
  { label: 'Office', value: 'office', description: '$30 / month' },
  { label: 'School', value: 'school', description: 'On request' },
  { label: 'Legacy', value: 'legacy', description: 'Closed', disabled: true },
];

export default function ColumnsAndDescription() {
  return <Selector aria-label="Plan" columns={3} options={plans} defaultValue={['plus']} />;
}
