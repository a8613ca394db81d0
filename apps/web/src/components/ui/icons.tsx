import type { ReactNode, SVGProps } from 'react';

// The shop's interface icons. They inherit colour and are always decorative (the control around them
// carries the accessible name). Most are drawn on a 24 px grid with a 1.75 line and round ends; a few
// keep the grid, weight or sharp ends they were first drawn with, so they look as they always have.
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

interface StrokeIconProps extends IconProps {
  children: ReactNode;
  grid?: 16 | 20 | 24;
  /** 'sharp' keeps SVG's own butt ends and mitred corners. */
  lineEnds?: 'round' | 'sharp';
}

function StrokeIcon({ children, grid = 24, lineEnds = 'round', ...props }: StrokeIconProps) {
  const roundEnds =
    lineEnds === 'round' ? ({ strokeLinecap: 'round', strokeLinejoin: 'round' } as const) : {};
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      {...roundEnds}
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </StrokeIcon>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </StrokeIcon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 7h16M4 12h16M4 17h10" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m7 10 5 5 5-5" />
    </StrokeIcon>
  );
}

/** A wider chevron on the 20 px grid, for the show and hide toggles of checkout. */
export function ChevronDownWideIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} {...props}>
      <path d="m5 7.5 5 5 5-5" />
    </StrokeIcon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} lineEnds="sharp" {...props}>
      <path d="m12 15-5-5 5-5" />
    </StrokeIcon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} lineEnds="sharp" {...props}>
      <path d="m8 5 5 5-5 5" />
    </StrokeIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function ArrowUturnLeftIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={1.5} {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </StrokeIcon>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} {...props}>
      <path d="M5 10h10" />
    </StrokeIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} {...props}>
      <path d="M5 10h10M10 5v10" />
    </StrokeIcon>
  );
}

/** The check of buttons and badges; pass a heavier strokeWidth where it sits on a bold label. */
export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2.25} {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}

/** A shorter check, for the small round badge of a toast. */
export function CheckSmallIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} strokeWidth={2} {...props}>
      <path d="m5 10.5 3.2 3.2L15 7" />
    </StrokeIcon>
  );
}

/** A light, sharp-ended check, for ticked lists. */
export function CheckThinIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} lineEnds="sharp" {...props}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </StrokeIcon>
  );
}

/** A heavy, sharp-ended check, for a pressed filter chip. */
export function CheckBoldIcon(props: IconProps) {
  return (
    <StrokeIcon grid={16} lineEnds="sharp" strokeWidth={2} {...props}>
      <path d="m3.5 8.5 3 3 6-7" />
    </StrokeIcon>
  );
}

/** The thin check's drawing, heavy and round-ended, for a finished step of checkout. */
export function CheckStepIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} strokeWidth={2.25} {...props}>
      <path d="m4.5 10.5 3.5 3.5 7.5-8" />
    </StrokeIcon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} strokeWidth={2} {...props}>
      <path d="M10 9v5M10 6h.01" />
    </StrokeIcon>
  );
}

export function ExclamationIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} strokeWidth={2} {...props}>
      <path d="M10 6v5M10 14h.01" />
    </StrokeIcon>
  );
}

export function AlertCircleIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} {...props}>
      <circle cx="10" cy="10" r="7.25" />
      <path d="M10 6.5v4M10 13.5h.01" />
    </StrokeIcon>
  );
}

export function AlertTriangleIcon(props: IconProps) {
  return (
    <StrokeIcon lineEnds="sharp" strokeWidth={1.5} {...props}>
      <path d="M12 9v4m0 3.5h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    </StrokeIcon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4.5 7h15M10 11v5.5M14 11v5.5M6.5 7l.8 11.2a1.5 1.5 0 0 0 1.5 1.3h6.4a1.5 1.5 0 0 0 1.5-1.3L17.5 7M9.5 7V5.5A1.5 1.5 0 0 1 11 4h2a1.5 1.5 0 0 1 1.5 1.5V7" />
    </StrokeIcon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
    </StrokeIcon>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <StrokeIcon grid={20} strokeWidth={1.6} {...props}>
      <path d="M10.6 2.9H16a1.1 1.1 0 0 1 1.1 1.1v5.4a1.1 1.1 0 0 1-.3.8l-7 7a1.1 1.1 0 0 1-1.6 0L3 12a1.1 1.1 0 0 1 0-1.6l7-7a1.1 1.1 0 0 1 .6-.5Z" />
      <circle cx="13.4" cy="6.6" r="1" />
    </StrokeIcon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
    </StrokeIcon>
  );
}

/** A fuller, lighter padlock than LockIcon, drawn for large tiles. */
export function LockLargeIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={1.5} {...props}>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </StrokeIcon>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={1.5} {...props}>
      <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
      <circle cx="7" cy="17.5" r="1.75" />
      <circle cx="17" cy="17.5" r="1.75" />
    </StrokeIcon>
  );
}

export function CrosshairIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={1.5} {...props}>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </StrokeIcon>
  );
}
