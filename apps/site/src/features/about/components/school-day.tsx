import { CLASS_CARDS, classScheduleLabel } from '@trailside/domain/classes/class-cards';
import { Link } from 'react-router-dom';
import './about.css';

const SPECIALIST_CLASSES = CLASS_CARDS.filter((card) => card.title !== 'General Education');

const DAY = [
  { time: '8:30am', text: 'Arrival and a quiet start: children hang up their coats, greet their teacher and choose their first work.' },
  { time: '9:00am', text: 'The morning work cycle: three uninterrupted hours of maths, language, geography and science materials.' },
  { time: '12:00pm', text: 'Lunch together, then outdoor play in the meadow and the garden beds, whatever the weather.' },
  { time: '1:00pm', text: 'Specialist lessons: art, music, physical education, Spanish or computer/engineering, depending on the day.' },
  { time: '2:30pm', text: 'Reading aloud, class meetings and tidying the room together.' },
  { time: '3:30pm', text: 'Home time, often with a project or a book to share with the family.' },
];

/** A school day from arrival to home time, so parents can picture it. */
export function SchoolDay() {
  return (
    <section className="about-section container" aria-labelledby="school-day-title">
      <h2 id="school-day-title" className="section-title section-title--start">
        A day at Trailside
      </h2>
      <div className="school-day__layout">
        <ol className="school-day">
          {DAY.map((step) => (
            <li key={step.time} className="school-day__step">
              <span className="school-day__time">{step.time}</span>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="school-day__specialists">
          <h3>Specialist lessons</h3>
          <ul>
            {SPECIALIST_CLASSES.map((card) => (
              <li key={card.title}>
                <strong>{card.title}</strong> {classScheduleLabel(card.schedule)}
              </li>
            ))}
            <li>
              <strong>Physical education</strong> and <strong>computer/engineering</strong> every week
            </li>
          </ul>
          <p>
            See fees on the <Link to="/classes">classes page</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
