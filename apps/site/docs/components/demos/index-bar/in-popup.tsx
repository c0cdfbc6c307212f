/**
 * title: In a sheet
 * description: The list scrolls inside a Popup instead of the page; the index finds that scroll container, and titles stick at its top.
 * keywords: [popup, scroll container, sticky]
 */
import { Button, IndexBar, Popup } from '@tessera/mobile';
import { useState } from 'react';

const cities: Record<string, string[]> = {
  A: ['Amsterdam', 'Athens', 'Austin'],
  B: ['Berlin', 'Bogotá', 'Boston'],
  C: ['Cairo', 'Chicago', 'Copenhagen'],
  D: ['Delhi', 'Dublin', 'Durban'],
  L: ['Lagos', 'Lima', 'Lisbon', 'London'],
  M: ['Madrid', 'Manila', 'Montreal', 'Mumbai'],
  O: ['Osaka', 'Oslo', 'Ottawa'],
  P: ['Paris', 'Porto', 'Prague'],
};

export default function InPopup() {
  const [visible, setVisible] = useState(false);
  const [city, setCity] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setVisible(true)}>{city ? `City: ${city}` : 'Choose a city'}</Button>
      <Popup
        visible={visible}
        onClose={() => setVisible(false)}
        snapPoints={[0.7]}
        aria-label="Cities"
      >
        <IndexBar>
          {Object.entries(cities).map(([letter, list]) => (
            <IndexBar.Panel key={letter} title={letter}>
              {list.map((name) => (
                <Button
                  key={name}
                  block
                  fill="none"
                  onClick={() => {
                    setCity(name);
                    setVisible(false);
                  }}
                >
                  {name}
                </Button>
              ))}
            </IndexBar.Panel>
          ))}
        </IndexBar>
      </Popup>
    </>
  );
}
