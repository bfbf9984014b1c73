import { buttonClassName } from '@trailside/ui/button/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './foundation-section.css';

interface ClassLevel {
  name: string;
  grades: string;
  ages: string;
  text: string;
  art: ReactNode;
}

// Spec section 1: Primary K-2, Secondary 3-5, Middle 6-8.
const CLASS_LEVELS: ClassLevel[] = [
  {
    name: 'Primary',
    grades: 'K-2',
    ages: 'ages 5 to 8',
    text: 'Hands-on materials turn numbers, letters and shapes into things children can hold. Days keep a calm rhythm of focused work, outdoor time and stories read aloud.',
    art: (
      <g>
        <rect x="30" y="58" width="60" height="10" fill="#e58b5a" />
        <rect x="36" y="48" width="48" height="10" fill="#f2b441" />
        <rect x="42" y="38" width="36" height="10" fill="#e58b5a" />
        <rect x="48" y="28" width="24" height="10" fill="#f2b441" />
        <rect x="54" y="18" width="12" height="10" fill="#e58b5a" />
      </g>
    ),
  },
  {
    name: 'Secondary',
    grades: '3-5',
    ages: 'ages 8 to 11',
    text: 'Children take on bigger projects, research questions of their own and learn to plan their week together with their teacher.',
    art: (
      <g fill="#f2b441" stroke="#a8470c" strokeWidth="1.5">
        {[0, 1, 2, 3, 4].map((row) =>
          [0, 1, 2, 3, 4].map((col) => <circle key={`${row}-${col}`} cx={40 + col * 10} cy={22 + row * 10} r="4" />),
        )}
      </g>
    ),
  },
  {
    name: 'Middle',
    grades: '6-8',
    ages: 'ages 11 to 14',
    text: 'Adolescents run real projects, from the school garden to the engineering club, and practise the independence high school will ask of them.',
    art: (
      <g>
        <circle cx="60" cy="44" r="26" fill="#7fb4c9" />
        <path d="M44 30c6 4 4 10 10 12s4 10 10 10M66 22c-2 6 6 8 4 14s6 6 10 4" fill="none" stroke="#2c5e45" strokeWidth="5" strokeLinecap="round" />
        <path d="M60 70v8M46 80h28" stroke="#1e4532" strokeWidth="4" strokeLinecap="round" />
      </g>
    ),
  },
];

export function FoundationSection() {
  return (
    <section className="foundation" aria-labelledby="foundation-title">
      <div className="container">
        <div className="foundation__intro">
          <h2 id="foundation-title" className="section-title">
            Building a foundation
          </h2>
          <p>
            Our classes mix ages, the way Montessori intended: younger children learn by watching older ones, and older
            children grow by helping. Each teacher guides 12 to 15 students. Art, music, physical education, Spanish and
            computer/engineering are taught separately by specialists.
          </p>
          <Link to="/faq" className={buttonClassName('secondary')}>
            Learn more<span className="visually-hidden"> in our frequently asked questions</span>
          </Link>
        </div>
        <ul className="foundation__levels">
          {CLASS_LEVELS.map((level) => (
            <li key={level.name} className="foundation__level">
              <svg viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" focusable="false">
                {level.art}
              </svg>
              <h3>
                {level.name} <span className="foundation__grades">{level.grades}</span>
              </h3>
              <p className="foundation__ages">{level.ages}</p>
              <p>{level.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
