import { isOwner } from '@trailside/domain/teachers/teacher.rules';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { MAIN_PICTURE } from '@trailside/ui/responsive-image/main-picture';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SocialLinks } from './social-links';
import './teacher-card.css';
import './teacher-profile.css';
import { TEACHER_PORTRAIT_SIZES } from './image-sizes';

interface TeacherProfileProps {
  teacher: Teacher;
  /** Admin buttons (Edit, Delete) shown under the name. */
  adminTools?: ReactNode;
  /** The admin's inline edit form, shown in place of the subject and description while editing. */
  editor?: ReactNode;
}

/** A teacher's profile page: picture, words, passions, skills as labelled bars, contact and video. */
export function TeacherProfile({ teacher, adminTools, editor }: TeacherProfileProps) {
  return (
    <article className="teacher-profile" aria-labelledby="teacher-name">
      <div className="teacher-profile__media">
        {teacher.imageUrl && (
          <ResponsiveImage src={teacher.imageUrl} alt={`Portrait of ${teacher.name}`} sizes={TEACHER_PORTRAIT_SIZES} width={720} height={720} {...MAIN_PICTURE} />
        )}
        <SocialLinks teacher={teacher} />
      </div>
      <div className="teacher-profile__text">
        {isOwner(teacher) && <p className="teacher-card__badge">Owner</p>}
        <h2 id="teacher-name" className="teacher-profile__name">
          {teacher.name}
        </h2>
        {adminTools && !editor && <div className="teacher-profile__tools">{adminTools}</div>}
        {editor ?? (
          <>
            <p className="teacher-profile__subject">{teacher.subject}</p>
            <p className="teacher-profile__desc">{teacher.desc}</p>
          </>
        )}

        {teacher.passions && (
          <section aria-labelledby="teacher-passions">
            <h3 id="teacher-passions">Passions</h3>
            <p>{teacher.passions}</p>
          </section>
        )}

        {teacher.skills.length > 0 && (
          <section aria-labelledby="teacher-skills">
            <h3 id="teacher-skills">Skills</h3>
            <ul className="teacher-skills">
              {teacher.skills.map((skill, index) => (
                <li key={`${skill.name}-${index}`} className="teacher-skills__item">
                  <span className="teacher-skills__label">
                    <span id={`skill-${index}`}>{skill.name}</span>
                    <span aria-hidden="true">{skill.percent}%</span>
                  </span>
                  <progress className="teacher-skills__bar" aria-labelledby={`skill-${index}`} max={100} value={skill.percent}>
                    {skill.percent}%
                  </progress>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="teacher-contact">
          <h3 id="teacher-contact">Contact</h3>
          <ul className="teacher-profile__contact">
            <li>
              Email: <a href={`mailto:${teacher.email}`}>{teacher.email}</a>
            </li>
            <li>
              Phone: <a href={`tel:${teacher.phone.replace(/[^\d+]/g, '')}`}>{teacher.phone}</a>
            </li>
          </ul>
        </section>

        {teacher.videoUrl && (
          <p>
            <a className="teacher-profile__video" href={teacher.videoUrl} target="_blank" rel="noopener noreferrer">
              Watch a video about {teacher.name} <span className="visually-hidden">(opens YouTube in a new tab)</span>
            </a>
          </p>
        )}

        <p>
          <Link to="/teachers">Back to all teachers</Link>
        </p>
      </div>
    </article>
  );
}
