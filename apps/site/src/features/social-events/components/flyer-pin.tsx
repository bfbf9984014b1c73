import './flyer-pin.css';

/** The push pin holding a flyer up; pressing it lets the flyer drop (spec section 2). */
export function FlyerPin({ onDrop }: { onDrop: () => void }) {
  return (
    <button type="button" className="flyer-pin" onClick={onDrop} aria-label="Unpin the flyer">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="12" r="9" fill="#a8470c" />
        <circle cx="13" cy="9" r="3" fill="#f3e6c8" opacity="0.7" />
        <path d="M16 21v9" stroke="#4d5a53" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
