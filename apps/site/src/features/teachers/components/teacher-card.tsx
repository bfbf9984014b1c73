import { isOwner } from '@trailside/domain/teachers/teacher.rules';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { initialsOf } from '@trailside/domain/text/initials';
import { type PicturePart, pictureMarks } from '@trailside/ui/responsive-image/main-picture';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { Link } from 'react-router-dom';
import { TEACHER_CARD_SIZES } from './image-sizes';
import { SocialLinks } from './social-links';
import { teacherDetailsLink } from './teacher-links';
import './teacher-card.css';

interface TeacherCardProps {
  teacher: Teacher;
  /** The heading level inside the page: 3 on the Teachers page and in the home carousel. */
  headingLevel?: 2 | 3;
  /** Lays the OWNER's card out wide, portrait beside the words (the Teachers page); carousels keep it narrow. */
  wideOwner?: boolean;
  /** The first cards of the Teachers page are in view at once: their portraits load without waiting. */
  eager?: boolean;
  /** On the Teachers page the first portrait is the page's main picture and the others give way to it (see pictureMarks). */
  part?: PicturePart;
}

/** A teacher's portrait, name, subject and social links, linking to their profile. The OWNER is marked. */
export function TeacherCard({ teacher, headingLevel = 3, wideOwner = false, eager = false, part }: TeacherCardProps) {
  const owner = isOwner(teacher);
  const link = teacherDetailsLink(teacher.id);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={['teacher-card', owner && 'teacher-card--owner', owner && wideOwner && 'teacher-card--wide'].filter(Boolean).join(' ')}>
      <Link {...link} className="teacher-card__portrait" tabIndex={-1} aria-hidden="true">
        {teacher.imageUrl ? (
          <ResponsiveImage
            src={teacher.imageUrl}
            alt=""
            sizes={TEACHER_CARD_SIZES}
            width={360}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            {...pictureMarks(part)}
          />
        ) : (
          <span className="teacher-card__initials">{initialsOf(teacher.name)}</span>
        )}
      </Link>
      <div className="teacher-card__body">
        {owner && <p className="teacher-card__badge">Owner</p>}
        <Heading className="teacher-card__name">
          <Link {...link}>{teacher.name}</Link>
        </Heading>
        <p className="teacher-card__subject">{teacher.subject}</p>
        <SocialLinks teacher={teacher} />
      </div>
    </article>
  );
}
