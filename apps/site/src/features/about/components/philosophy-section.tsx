import { Link } from 'react-router-dom';
import './about.css';

const PRINCIPLES = [
  {
    title: 'Follow the child',
    text: 'Children learn best when they choose work that interests them. Our teachers watch closely, then offer the next lesson at the moment a child is ready for it.',
  },
  {
    title: 'Mixed ages, one community',
    text: 'Each class spans three years. Younger children learn by watching older ones, and older children deepen what they know by helping.',
  },
  {
    title: 'Hands before textbooks',
    text: 'Beads for multiplication, maps you can take apart, seeds you plant yourself: abstract ideas start as things children can hold.',
  },
  {
    title: 'School and home together',
    text: 'Our home-school model means parents stay close to their child’s learning, with projects and reading that carry on at the kitchen table.',
  },
];

/** Our Montessori philosophy, in four plain ideas. */
export function PhilosophySection() {
  return (
    <section className="about-section container" aria-labelledby="philosophy-title">
      <div className="about-section__intro">
        <h2 id="philosophy-title" className="section-title section-title--start">
          Our philosophy
        </h2>
        <p>
          Trailside is a small Montessori-based private school for kindergarten to 8th grade. We are not accredited, and
          that is a choice: it lets us keep classes to twelve to fifteen children, move at each child’s pace and spend our
          time on the things that matter most at this age: curiosity, independence and kindness.
        </p>
        <p>
          <Link to="/about-2">Spend a day at Trailside</Link>, from the morning circle to time in the garden.
        </p>
      </div>
      <ul className="about-principles">
        {PRINCIPLES.map((principle) => (
          <li key={principle.title} className="about-principles__item">
            <h3>{principle.title}</h3>
            <p>{principle.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
