/**
 * title: Filters in capsules
 * description: Capsules that scroll sideways with faded edges when they do not fit, a disabled capsule, and a pane per capsule.
 * keywords: [capsule, filter, scroll, disabled, fade]
 */
import { CapsuleTabs } from '@tessera/mobile';

const categories = ['Fruit', 'Vegetables', 'Bakery', 'Dairy', 'Frozen', 'Drinks', 'Snacks'];

export default function Basic() {
  return (
    <CapsuleTabs aria-label="Category">
      {categories.map((category) => (
        <CapsuleTabs.Tab key={category} title={category} disabled={category === 'Frozen'}>
          Everything in {category.toLowerCase()}.
        </CapsuleTabs.Tab>
      ))}
    </CapsuleTabs>
  );
}
