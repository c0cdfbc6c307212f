/*
 * Small inline illustrations drawn with theme colours, so they follow dark mode and cost no
 * image requests. Each is its own export: a component pulls in only the ones it uses.
 */
const frame = {
  viewBox: '0 0 120 96',
  fill: 'none',
  'aria-hidden': true,
  focusable: 'false',
} as const;
const line = 'var(--tm-color-border)';
const soft = 'var(--tm-color-fill)';
const ink = 'var(--tm-color-text-secondary)';

export function BoxIllustration() {
  return (
    <svg {...frame}>
      <ellipse cx="60" cy="84" rx="40" ry="6" fill={soft} />
      <path d="M28 38l32-14 32 14v34L60 84 28 72z" fill={soft} stroke={line} strokeWidth="2" />
      <path d="M28 38l32 14 32-14M60 52v32" stroke={line} strokeWidth="2" />
    </svg>
  );
}

export function SearchIllustration() {
  return (
    <svg {...frame}>
      <ellipse cx="60" cy="84" rx="40" ry="6" fill={soft} />
      <circle cx="54" cy="42" r="22" fill={soft} stroke={line} strokeWidth="3" />
      <path d="M70 58l16 16" stroke={ink} strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

export function DisconnectedIllustration() {
  return (
    <svg {...frame}>
      <ellipse cx="60" cy="84" rx="40" ry="6" fill={soft} />
      <path
        d="M30 46a42 42 0 0 1 60 0M40 56a28 28 0 0 1 40 0M50 66a14 14 0 0 1 20 0"
        stroke={line}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M34 22l52 52" stroke={ink} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function ErrorIllustration() {
  return (
    <svg {...frame}>
      <ellipse cx="60" cy="84" rx="40" ry="6" fill={soft} />
      <path d="M60 16l34 60H26z" fill={soft} stroke={line} strokeWidth="3" strokeLinejoin="round" />
      <path d="M60 38v18M60 64v2" stroke={ink} strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function BusyIllustration() {
  return (
    <svg {...frame}>
      <ellipse cx="60" cy="84" rx="40" ry="6" fill={soft} />
      <path
        d="M42 16h36M42 76h36M46 16c0 20 28 20 28 30S46 56 46 76M74 16c0 20-28 20-28 30s28 10 28 30"
        stroke={line}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M52 70h16l-8-8z" fill={ink} />
    </svg>
  );
}
