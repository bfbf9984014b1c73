interface BrandMarkProps {
  size: number;
  className?: string;
}

/** The school's mark: a trail winding up a hill toward the sun. Decorative; the name always sits beside it. */
export function BrandMark({ size, className }: BrandMarkProps) {
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2c5e45" />
      <path d="M8 50 26 22l10 14 6-8 14 22Z" fill="#f3e6c8" />
      <path d="M30 50c4-6 10-8 8-14" fill="none" stroke="#c2560f" strokeWidth="4" strokeLinecap="round" />
      <circle cx="46" cy="16" r="6" fill="#f2b441" />
    </svg>
  );
}
