import type { SVGProps } from 'react';

/** A phone beside a laptop lid: "your device", whichever kind it is. Decorative, like #ui/icons. */
export function DeviceIcon(props: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="3" y="4.5" width="9" height="15" rx="2" />
      <path d="M6.5 16.5h2" />
      <path d="M15 8.5h4.5a1.5 1.5 0 0 1 1.5 1.5v7H15" />
      <path d="M14 19.5h8" />
    </svg>
  );
}
