/**
 * title: Linked sections
 * description: Choosing an aisle scrolls the list to its section, and scrolling the list moves the active aisle. Up and down arrows, Home and End work in the side bar.
 * keywords: [linked, scroll, sections, sidebar, keyboard]
 */
import { SliderBar } from '@tessera/mobile';

const aisles: Record<string, string[]> = {
  Fruit: ['Apples', 'Pears', 'Plums', 'Grapes', 'Cherries', 'Figs'],
  Vegetables: ['Carrots', 'Leeks', 'Peas', 'Beans', 'Kale', 'Onions'],
  Bakery: ['Sourdough', 'Rye', 'Baguette', 'Croissant', 'Bagel', 'Brioche'],
  Dairy: ['Milk', 'Butter', 'Yoghurt', 'Cheddar', 'Feta', 'Cream'],
  Drinks: ['Water', 'Juice', 'Cola', 'Tea', 'Coffee', 'Lemonade'],
};

export default function Linked() {
  return (
    <SliderBar aria-label="Aisles">
      {Object.entries(aisles).map(([aisle, products]) => (
        <SliderBar.Item key={aisle} title={aisle}>
          <h3>{aisle}</h3>
          <ul>
            {products.map((product) => (
              <li key={product}>{product}</li>
            ))}
          </ul>
        </SliderBar.Item>
      ))}
    </SliderBar>
  );
}
