import { isOwner } from '@trailside/domain/teachers/teacher.rules';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { TeacherCard } from './teacher-card';
import './teacher-list.css';

/** The owner's wide card and the first row below it show without scrolling on most screens. */
const EAGER_PORTRAITS = 4;

/** The Teachers page grid: the OWNER's wide card across the top, then everyone else. */
export function TeacherList({ teachers }: { teachers: Teacher[] }) {
  return (
    <ul className="teacher-list">
      {teachers.map((teacher, index) => (
        <li key={teacher.id} className={isOwner(teacher) ? 'teacher-list__item teacher-list__item--owner' : 'teacher-list__item'}>
          <TeacherCard teacher={teacher} wideOwner eager={index < EAGER_PORTRAITS} part={index === 0 ? 'main' : 'beside'} />
        </li>
      ))}
    </ul>
  );
}
