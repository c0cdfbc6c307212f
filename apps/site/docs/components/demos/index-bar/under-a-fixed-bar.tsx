/**
 * title: Under a fixed bar
 * description: With a fixed NavBar over the top of the screen, stickyOffsetTop (its 46 px) keeps the letter titles and the index below the bar, and a letter scrolls its names to just under it.
 * keywords: [stickyOffsetTop, sticky title, NavBar, fixed, header, offset]
 * iframe: 480
 */
import { IndexBar, List, NavBar } from '@tessera/mobile';

const stations: Record<string, string> = {
  A: 'Aldgate, Angel, Archway, Arsenal',
  B: 'Balham, Bank, Barbican, Bayswater, Borough, Brixton',
  C: 'Camden Town, Canada Water, Chalk Farm, Clapham North, Covent Garden',
  E: 'Ealing Broadway, Earl’s Court, Edgware Road, Embankment, Euston',
  H: 'Hampstead, Highbury, Holborn, Holland Park, Hyde Park Corner',
  K: 'Kennington, Kentish Town, Kilburn, King’s Cross, Knightsbridge',
  L: 'Lambeth North, Lancaster Gate, Leicester Square, Liverpool Street, London Bridge',
  M: 'Maida Vale, Marble Arch, Marylebone, Monument, Moorgate',
  O: 'Old Street, Oval, Oxford Circus',
  P: 'Paddington, Piccadilly Circus, Pimlico, Putney Bridge',
};

export default function UnderAFixedBar() {
  return (
    <>
      <NavBar fixed back={null}>
        Stations
      </NavBar>
      <IndexBar stickyOffsetTop={46}>
        {Object.entries(stations).map(([letter, names]) => (
          <IndexBar.Panel key={letter} title={letter}>
            <List>
              {names.split(', ').map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </IndexBar.Panel>
        ))}
      </IndexBar>
    </>
  );
}
