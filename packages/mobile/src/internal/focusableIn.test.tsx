import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { focusableIn } from './overlayStack';

function names(children: ReactNode) {
  const { container } = render(<div>{children}</div>);
  return focusableIn(container.firstElementChild as HTMLElement).map((el) => el.dataset.name);
}

describe('focusableIn', () => {
  it('finds what a keyboard reaches: links, controls, editable text, media controls, summaries', () => {
    expect(
      names(
        <>
          <a data-name="link" href="/x">
            x
          </a>
          <button data-name="button">b</button>
          <div data-name="editable" contentEditable suppressContentEditableWarning>
            edit
          </div>
          <div data-name="not-editable" contentEditable={false}>
            fixed
          </div>
          <audio data-name="audio" controls>
            <track kind="captions" />
          </audio>
          <audio data-name="silent">
            <track kind="captions" />
          </audio>
          <details open>
            <summary data-name="summary">More</summary>
            <button data-name="inside-open">i</button>
          </details>
          <div data-name="tabbable" role="button" tabIndex={0}>
            t
          </div>
        </>,
      ),
    ).toEqual(['link', 'button', 'editable', 'audio', 'summary', 'inside-open', 'tabbable']);
  });

  it('skips what a keyboard cannot reach', () => {
    expect(
      names(
        <>
          <button data-name="disabled" disabled>
            d
          </button>
          <input data-name="hidden-input" type="hidden" />
          <div data-name="minus-one" tabIndex={-1}>
            m
          </div>
          <div hidden>
            <button data-name="in-hidden">h</button>
          </div>
          <div inert>
            <button data-name="in-inert">h</button>
          </div>
          <fieldset disabled>
            <input data-name="in-disabled-fieldset" />
          </fieldset>
          <details>
            <summary data-name="closed-summary">More</summary>
            <button data-name="in-closed">c</button>
          </details>
          <button data-name="display-none" style={{ display: 'none' }}>
            n
          </button>
          <div style={{ display: 'none' }}>
            <a data-name="in-display-none" href="/x">
              x
            </a>
          </div>
          <div style={{ visibility: 'hidden' }}>
            <button data-name="in-invisible">v</button>
          </div>
          <a data-name="link-minus-one" href="/x" tabIndex={-1}>
            x
          </a>
          <div data-name="editable-minus-one" contentEditable tabIndex={-1} />
        </>,
      ),
    ).toEqual(['closed-summary']);
  });

  it('reaches into a closed details only through its summary, and not at all when an outer one is closed', () => {
    expect(
      names(
        <>
          <details>
            <summary data-name="summary">
              More <button data-name="in-summary">i</button>
            </summary>
            <details open>
              <summary data-name="nested-summary">Nested</summary>
              <button data-name="in-nested">n</button>
            </details>
          </details>
          <details>
            <summary data-name="outer-summary">Outer</summary>
            <details>
              <summary data-name="summary-in-closed">Inner</summary>
            </details>
          </details>
        </>,
      ),
    ).toEqual(['summary', 'in-summary', 'outer-summary']);
  });
});
