import type { SVGProps } from 'react';

// Decorative: the control around each icon carries the accessible name.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const stroke = {
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function SearchGlyph(props: IconProps) {
  return (
    <svg aria-hidden="true" {...stroke} {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

export function CloseGlyph(props: IconProps) {
  return (
    <svg aria-hidden="true" {...stroke} {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </svg>
  );
}

export function ArrowGlyph(props: IconProps) {
  return (
    <svg aria-hidden="true" {...stroke} {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}
