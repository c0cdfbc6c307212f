import { nativeProps } from './nativeProps';

describe('nativeProps', () => {
  it('passes data and aria attributes, and drops everything else', () => {
    const props = { 'data-testid': 'row', 'aria-label': 'Row', id: 'x', onClick: () => {} };
    expect(nativeProps(props, 'own')).toEqual({
      'data-testid': 'row',
      'aria-label': 'Row',
      className: 'own',
    });
  });

  it('adds the user class after the own one, and lets the user style win', () => {
    const props = { className: 'extra', style: { color: 'red', margin: 0 } };
    expect(nativeProps(props, 'own', { color: 'blue', padding: 4 })).toEqual({
      className: 'own extra',
      style: { color: 'red', padding: 4, margin: 0 },
    });
  });

  it('sets neither class nor style when there is none, so a root keeps its own', () => {
    expect(nativeProps({})).toEqual({});
    expect(Object.keys(nativeProps({ className: '' }))).toEqual([]);
  });
});
