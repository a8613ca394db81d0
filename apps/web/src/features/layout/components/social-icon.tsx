import type { SocialNetwork } from '#features/content/index.ts';

interface SocialIconProps {
  network: SocialNetwork;
  className?: string;
}

/** Simplified, single-colour marks of the networks; the link around them carries the name. */
export function SocialIcon({ network, className = 'size-5' }: SocialIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={className}>
      {network === 'Instagram' && (
        <g fill="none" stroke="currentColor" strokeWidth="1.9">
          <rect x="3" y="3" width="18" height="18" rx="5.2" />
          <circle cx="12" cy="12" r="4.1" />
          <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
        </g>
      )}
      {network === 'YouTube' && (
        <>
          <rect x="1.8" y="5" width="20.4" height="14" rx="4" fill="currentColor" />
          <path
            d="M10 9v6l5.2-3L10 9Z"
            className="fill-charcoal-950 transition-colors group-hover:fill-white"
          />
        </>
      )}
      {network === 'X' && (
        <path
          fill="currentColor"
          d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.1 14.47Z"
        />
      )}
      {network === 'Facebook' && (
        <>
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path
            d="M13.3 21.9v-7.1h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4h1.5V6.3c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7V12H8v2.8h2.4v7"
            className="fill-charcoal-950 transition-colors group-hover:fill-white"
          />
        </>
      )}
    </svg>
  );
}
