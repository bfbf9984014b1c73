import { buttonClassName } from '@trailside/ui/button/button';
import { Link } from 'react-router-dom';
import './about.css';

/** A word about the teachers, pointing to their page. */
export function TeachersMention() {
  return (
    <section className="about-mention about-mention--teachers" aria-labelledby="teachers-mention-title">
      <div className="container about-mention__inner">
        <div>
          <h2 id="teachers-mention-title">Teachers who know every child</h2>
          <p>
            Each of our four class teachers guides 12 to 15 students and stays with them for three years, so they know
            how each child thinks, what makes them laugh and when to step back. Specialists teach art, music, physical
            education, Spanish and computer/engineering.
          </p>
        </div>
        <Link to="/teachers" className={buttonClassName('primary')}>
          Meet the teachers
        </Link>
      </div>
    </section>
  );
}
