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
        </>,
      ),
    ).toEqual(['closed-summary']);
  });
});
