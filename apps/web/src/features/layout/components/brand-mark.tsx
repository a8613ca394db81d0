interface BrandMarkProps {
  className?: string;
  /** Size of the glyph; the word mark scales with the surrounding font size. */
  glyphClassName?: string;
}

/** The shop's logo: a skin with a peeled corner, then the name. Reads as "Skins". */
export function BrandMark({ className = '', glyphClassName = 'size-7' }: BrandMarkProps) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={glyphClassName}>
        <path d="M6 3h14l9 9v15a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" fill="#b45309" />
        <path d="M20 3v7a2 2 0 0 0 2 2h7Z" fill="#f4b183" />
        <path
          d="M9 22.5c2.4 1.6 8.6 1.6 11-1.8"
          stroke="#fff"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="font-semibold tracking-[0.22em] uppercase">Skins</span>
    </span>
  );
}
