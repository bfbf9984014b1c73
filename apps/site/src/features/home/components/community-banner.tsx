import './community-banner.css';

const WORDS = [
  { word: 'Purpose', text: 'in every lesson, so children know why the work matters.' },
  { word: 'Hope', text: 'for every child, whatever pace they learn at.' },
  { word: 'Community', text: 'of families and teachers who show up for each other.' },
];

export function CommunityBanner() {
  return (
    <section className="community" aria-labelledby="community-title">
      <div className="container">
        <h2 id="community-title" className="community__title">
          Why families choose Trailside
        </h2>
        <ul className="community__words">
          {WORDS.map(({ word, text }) => (
            <li key={word}>
              <strong>{word}</strong> {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
