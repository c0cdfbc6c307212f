import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppData } from '../types';
import { defaultSlots } from './defaultSlots';
import { DocsApp } from './DocsApp';
import { useSlots } from './SlotsContext';

function SlotProbe() {
  const { PageFooter, Loading } = useSlots();
  return (
    <>
      <PageFooter />
      <p>{Loading === defaultSlots.Loading ? 'default Loading' : 'other Loading'}</p>
    </>
  );
}

const data = (slots: AppData['slots']) =>
  ({ site: { title: 'Acme', version: '1.0.0' }, routes: [], slots }) as unknown as AppData;

describe('useSlots', () => {
  it("gives the site's overrides and the theme's defaults for every other slot", () => {
    const SiteFooter = () => <footer>Acme footer</footer>;
    render(
      <DocsApp data={data({ PageFooter: SiteFooter })}>
        <SlotProbe />
      </DocsApp>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Acme footer');
    expect(screen.getByText('default Loading')).toBeInTheDocument();
  });

  it('says where it must be used when rendered outside the docs app', () => {
    expect(() => render(<SlotProbe />)).toThrow('useSlots must be used inside the docs app.');
  });
});
