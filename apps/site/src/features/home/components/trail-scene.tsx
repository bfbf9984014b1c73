/** The hero picture, drawn in code: a trail winding over the hills to the schoolhouse at sunrise. */
export function TrailScene() {
  return (
    <svg
      className="trail-scene"
      viewBox="0 0 800 560"
      role="img"
      aria-labelledby="trail-scene-title"
      preserveAspectRatio="xMidYMid slice"
    >
      <title id="trail-scene-title">
        A winding trail leads over green hills to a small schoolhouse with a bell tower at sunrise
      </title>
      <defs>
        <linearGradient id="trail-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f7d9a4" />
          <stop offset="0.55" stopColor="#fbe9c6" />
          <stop offset="1" stopColor="#fbf8f1" />
        </linearGradient>
        <radialGradient id="trail-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd36b" />
          <stop offset="0.6" stopColor="#f2b441" />
          <stop offset="1" stopColor="#f2b441" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="800" height="560" fill="url(#trail-sky)" />
      <circle cx="560" cy="190" r="120" fill="url(#trail-sun)" />
      <circle cx="560" cy="190" r="52" fill="#f6c453" />
      <g fill="none" stroke="#7a5a2e" strokeWidth="3" strokeLinecap="round">
        <path d="M180 120q10-10 20 0q10-10 20 0" />
        <path d="M240 90q8-8 16 0q8-8 16 0" />
        <path d="M650 80q7-7 14 0q7-7 14 0" />
      </g>
      <path d="M0 300 120 200l90 70 110-120 130 110 90-60 130 90 130-70v340H0Z" fill="#9db9a0" />
      <path d="M0 360c110-60 220-70 330-40s210 10 300-30 140-30 170-20v290H0Z" fill="#6f9a78" />
      <g>
        <path d="M560 250h90v70h-90z" fill="#f3e6c8" />
        <path d="M548 256 605 214l57 42z" fill="#a8470c" />
        <path d="M592 190h26v32h-26z" fill="#f3e6c8" />
        <path d="M586 192 605 172l19 20z" fill="#a8470c" />
        <circle cx="605" cy="204" r="5" fill="#f2b441" />
        <path d="M596 284h18v36h-18z" fill="#1e4532" />
        <path d="M570 268h16v14h-16zM624 268h16v14h-16z" fill="#7fb4c9" />
      </g>
      <path d="M0 420c140-70 260-90 400-60s260 20 400-40v240H0Z" fill="#4c7d5c" />
      <path
        d="M300 560c40-60 140-70 170-110s-40-50 10-80 110-30 120-50"
        fill="none"
        stroke="#e7cf9f"
        strokeWidth="26"
        strokeLinecap="round"
      />
      <path
        d="M300 560c40-60 140-70 170-110s-40-50 10-80 110-30 120-50"
        fill="none"
        stroke="#c9a96b"
        strokeWidth="3"
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      <g fill="#2c5e45">
        <path d="M90 430 120 350l30 80z" />
        <path d="M70 460 105 370l35 90z" />
        <path d="M690 410l26-70 26 70z" />
        <path d="M730 440l30-80 30 80z" />
        <path d="M200 470l22-60 22 60z" />
      </g>
      <g fill="#5a3d22">
        <path d="M101 430h8v14h-8zM101 460h8v12h-8zM712 410h8v12h-8zM756 440h8v12h-8zM218 470h8v10h-8z" />
      </g>
      <g fill="#f2b441">
        <circle cx="250" cy="510" r="5" />
        <circle cx="520" cy="500" r="4" />
        <circle cx="640" cy="470" r="5" />
      </g>
    </svg>
  );
}
