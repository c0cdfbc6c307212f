import { CheckList } from '../check-list';
import { uniqueOptions, type DropdownOption, type DropdownValue } from './dropdownItems';

interface DropdownOptionsProps {
  /** `id` of the menu's title, which names the list. */
  titleId: string;
  options: DropdownOption[];
  /** The option chosen now, if any. */
  chosen: DropdownOption | undefined;
  /** Called with the value tapped (the chosen one when it is tapped again). */
  onChoose: (value: DropdownValue | undefined) => void;
}

/** The panel of a menu in options mode: a single-choice list of its options. */
export function DropdownOptions({ titleId, options, chosen, onChoose }: DropdownOptionsProps) {
  return (
    <CheckList
      aria-labelledby={titleId}
      value={chosen ? [chosen.value] : []}
      // Tapping the chosen option again keeps it (a single-choice list never clears).
      onChange={(next) => onChoose(next[0] ?? chosen?.value)}
    >
      {uniqueOptions(options).map((item, position) => (
        <CheckList.Item key={position} value={item.value} disabled={item.disabled}>
          {item.label}
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
