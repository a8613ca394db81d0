interface BrandMarkProps {
  className?: string;
  /** Size of the glyph; the word mark scales with the surrounding font size. */
  glyphClassName?: string;
}

/*
 * The mark: a copper vinyl sheet with a brushed grain, its top corner peeling up to show the
 * pale backing, over a soft shadow. Flat fills only (no <defs>): the mark is drawn several times
 * per page, some copies inside hidden menus, and shared gradient ids break there. The same paths
 * are in index.html's boot splash, public/favicon.svg and scripts/brand-icons.mjs: keep them in
 * step (brand-mark.test.ts checks).
 */
export const BRAND_MARK_PATHS = {
  sheet: 'M7 3h12.5L29 12.5V25a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z',
  grain: 'M3 11 11 3M3 17 17 3M3 23 20 6M4.5 27.5 24 8M9 29 27 11M15 29 29 15M21 29 29 21',
  shadow: 'M19.5 3c.5 7.9 4.3 11.7 9.5 12.1v-2.6C23.3 12.8 19.8 10 19.5 3Z',
  peel: 'M19.5 3 29 12.5c-5.7.3-9.2-2.5-9.5-9.5Z',
  crease: 'M19.5 3 29 12.5',
} as const;

/** The shop's logo: a peeling vinyl skin, then the name. Reads as "Skins". */
export function BrandMark({ className = '', glyphClassName = 'size-7' }: BrandMarkProps) {
  return (
    <span className={`inline-flex items-center gap-2.5 whitespace-nowrap ${className}`}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={glyphClassName}>
        <path d={BRAND_MARK_PATHS.sheet} fill="#b45309" />
        <path
          d={BRAND_MARK_PATHS.grain}
          stroke="#fff"
          strokeOpacity="0.1"
          strokeWidth="0.6"
          fill="none"
        />
        <path d={BRAND_MARK_PATHS.shadow} fill="#431407" fillOpacity="0.35" />
        <path d={BRAND_MARK_PATHS.peel} fill="#fcd9b6" />
        <path d={BRAND_MARK_PATHS.crease} stroke="#fff" strokeOpacity="0.7" strokeWidth="0.5" />
      </svg>
      {/* The negative margin cancels the tracking after the last letter, so the word centres. */}
      <span className="-mr-[0.24em] font-extrabold tracking-[0.24em] uppercase">Skins</span>
    </span>
  );
}
