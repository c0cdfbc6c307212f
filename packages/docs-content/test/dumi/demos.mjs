// Demos (plain React, inline styles): three files a component, the same for every flavour.
import { pick } from './random.mjs';

const PALETTE = ['#1677ff', '#00b578', '#ff8f1f', '#ff3141', '#7c5cff', '#0fb5ae'];
/** A stand-in for the component, inlined in each demo so every demo is one file. */
const mockComponent = (
  name,
  accent,
) => `function Mock${name}({ tone = 'default', disabled = false, children, onPress }) {
  const color = tone === 'primary' ? '${accent}' : tone === 'danger' ? '#ff3141' : '#333';
  return (
    <div
      role="button"
      aria-disabled={disabled}
      onClick={disabled ? undefined : onPress}
      style={{
        display: 'inline-flex', alignItems: 'center', gap: 6, padding: '8px 14px',
        borderRadius: 8, border: '1px solid ' + color, color,
        opacity: disabled ? 0.4 : 1, fontSize: 15, cursor: disabled ? 'not-allowed' : 'pointer',
      }}
    >
      {children}
    </div>
  );
}`;

const basicDemo = (name, label, mock) => `import React from 'react';

const wrap = { display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12, background: '#fafafa' };

${mock}

export default function ${name}BasicDemo() {
  return (
    <div style={wrap}>
      <Mock${name}>Default ${label}</Mock${name}>
      <Mock${name} tone="primary">Primary ${label}</Mock${name}>
      <Mock${name} tone="danger">Danger ${label}</Mock${name}>
      <Mock${name} disabled>Disabled ${label}</Mock${name}>
    </div>
  );
}
`;

const statesDemo = (name, label, mock) => `import React from 'react';

const list = { listStyle: 'none', margin: 0, padding: 0, borderTop: '1px solid #eee' };
const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '10px 12px', borderBottom: '1px solid #eee' };
const caption = { color: '#999', fontSize: 13 };

${mock}

const STATES = [
  { key: 'default', text: 'Resting state', tone: 'default' },
  { key: 'active', text: 'Highlighted with the accent color', tone: 'primary' },
  { key: 'error', text: 'Something needs attention', tone: 'danger' },
  { key: 'off', text: 'Not available right now', tone: 'default', disabled: true },
];

export default function ${name}StatesDemo() {
  return (
    <ul style={list}>
      {STATES.map((s) => (
        <li key={s.key} style={row}>
          <span style={caption}>{s.text}</span>
          <Mock${name} tone={s.tone} disabled={s.disabled}>${label}</Mock${name}>
        </li>
      ))}
    </ul>
  );
}
`;

const interactiveDemo = (name, label, mock) => `import React, { useState } from 'react';

const box = { padding: 16, borderRadius: 12, background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,.08)' };
const counter = { marginTop: 12, fontSize: 14, color: '#666' };

${mock}

export default function ${name}InteractiveDemo() {
  const [count, setCount] = useState(0);
  const [on, setOn] = useState(false);
  return (
    <div style={box}>
      <div style={{ display: 'flex', gap: 12 }}>
        <Mock${name} tone="primary" onPress={() => setCount((n) => n + 1)}>
          Tap ${label}
        </Mock${name}>
        <Mock${name} tone={on ? 'danger' : 'default'} onPress={() => setOn((v) => !v)}>
          {on ? 'Turn off' : 'Turn on'}
        </Mock${name}>
      </div>
      <div style={counter}>
        Tapped {count} {count === 1 ? 'time' : 'times'}; the switch is {on ? 'on' : 'off'}.
      </div>
    </div>
  );
}
`;

export function demoSources(name, r) {
  const accent = pick(r, PALETTE),
    label = name.replace(/([a-z])([A-Z])/g, '$1 $2');
  const mock = mockComponent(name, accent);
  const basic = basicDemo(name, label, mock);
  const states = statesDemo(name, label, mock);
  const interactive = interactiveDemo(name, label, mock);
  return [
    {
      key: 'basic',
      title: 'Basic usage',
      desc: `The simplest ${label} with the four built-in tones.`,
      src: basic,
    },
    {
      key: 'states',
      title: 'States',
      desc: `How ${label} looks when it is active, in error or disabled.`,
      src: states,
    },
    {
      key: 'interactive',
      title: 'Interactive',
      desc: `A controlled ${label} that keeps its state in React.`,
      src: interactive,
    },
  ];
}
