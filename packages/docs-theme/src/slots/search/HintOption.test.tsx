import type { SearchHint } from '@tessera/docs-search';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HintOption } from './HintOption';

const hint = (type: SearchHint['type'], title: string, pageTitle: string, snippet = '') => ({
  type,
  link: '/x',
  priority: 1,
  pageTitle,
  highlightTitleTexts: [{ text: title, highlighted: true }],
  highlightTexts: snippet ? [{ text: snippet }] : [],
});

function renderHints(hints: SearchHint[]) {
  render(
    <div role="listbox" aria-label="Search">
      {hints.map((h, index) => (
        <HintOption
          key={index}
          id={`o${index}`}
          index={index}
          count={hints.length}
          hint={h}
          typeLabel={h.type}
          href={h.link}
          selected={false}
          onChoose={vi.fn()}
          onHover={vi.fn()}
        />
      ))}
    </div>,
  );
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('HintOption', () => {
  it('names the page of sections that share a title, so the results tell them apart', () => {
    expect(
      renderHints([
        hint('title', 'Accessibility', 'Button'),
        hint('title', 'Accessibility', 'Popup'),
        hint('demo', 'Basic', 'Toast'),
      ]),
    ).toEqual(['titleAccessibilityButton', 'titleAccessibilityPopup', 'demoBasicToast']);
  });

  it('shows the snippet when there is one, and a page result once', () => {
    expect(
      renderHints([
        hint('content', 'Install', 'Quick start', 'npm install'),
        hint('page', 'Popup', 'Popup'),
      ]),
    ).toEqual(['contentInstall · Quick startnpm install', 'pagePopup']);
  });

  it('names the component of API rows that share a prop and a description', () => {
    expect(
      renderHints([
        hint('content', 'placement', 'Popover', 'Preferred side.'),
        hint('content', 'placement', 'PopoverMenu', 'Preferred side.'),
      ]),
    ).toEqual([
      'contentplacement · PopoverPreferred side.',
      'contentplacement · PopoverMenuPreferred side.',
    ]);
  });
});
