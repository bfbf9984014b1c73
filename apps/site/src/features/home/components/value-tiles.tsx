import type { ReactNode } from 'react';
import './value-tiles.css';

interface Value {
  title: string;
  text: string;
  icon: ReactNode;
}

// Spec section 2: the four value tiles of the home page.
const VALUES: Value[] = [
  {
    title: 'Think creatively',
    text: 'Children follow their own questions, try things out and discover that a good problem has more than one good answer.',
    icon: (
      <>
        <path d="M24 6a13 13 0 0 0-7 24c1.5 1 2 2.5 2 4v2h10v-2c0-1.5.5-3 2-4A13 13 0 0 0 24 6Z" fill="#f6c453" />
        <path d="M19 40h10M20 44h8" stroke="#1e4532" strokeWidth="3" strokeLinecap="round" />
        <path d="M24 14v8m-4 0h8" stroke="#a8470c" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      </>
    ),
  },
  {
    title: 'Self-respect and respect of others',
    text: 'We care for ourselves, for each other and for our classroom, and we work out disagreements by talking them through.',
    icon: (
      <>
        <path d="M17 38S5 30 5 20a7 7 0 0 1 12-5 7 7 0 0 1 12 5c0 10-12 18-12 18Z" fill="#e58b5a" />
        <path d="M31 42s-12-8-12-18a7 7 0 0 1 12-5 7 7 0 0 1 12 5c0 10-12 18-12 18Z" fill="#2c5e45" opacity="0.9" />
      </>
    ),
  },
  {
    title: 'Independent and active',
    text: 'Children choose their work, plan their time and move freely, indoors and out, with a teacher close by when they need one.',
    icon: (
      <>
        <circle cx="24" cy="24" r="18" fill="#e3efe7" stroke="#1e4532" strokeWidth="3" />
        <path d="m30 14-4 12-8 8 4-12Z" fill="#a8470c" />
        <circle cx="24" cy="24" r="2.5" fill="#1e4532" />
      </>
    ),
  },
  {
    title: 'Apply knowledge in life',
    text: 'Fractions turn up in the garden beds, writing in letters to real people, and science in the creek behind the school.',
    icon: (
      <>
        <path d="M6 36c6-3 12-3 18 0 6-3 12-3 18 0v6c-6-3-12-3-18 0-6-3-12-3-18 0Z" fill="#f3e6c8" stroke="#1e4532" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M24 36V20" stroke="#2c5e45" strokeWidth="3" strokeLinecap="round" />
        <path d="M24 24c-8 0-10-6-10-10 6 0 10 3 10 10Zm0-4c0-6 4-10 11-10 0 6-4 10-11 10Z" fill="#4c7d5c" />
      </>
    ),
  },
];

export function ValueTiles() {
  return (
    <section className="values container" aria-labelledby="values-title">
      <h2 id="values-title" className="section-title">
        What we hope every child carries along
      </h2>
      <ul className="values__grid">
        {VALUES.map((value) => (
          <li key={value.title} className="values__tile">
            <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
              {value.icon}
            </svg>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
