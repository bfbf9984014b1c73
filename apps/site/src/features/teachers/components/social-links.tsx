import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import './social-links.css';

const NETWORKS = [
  { field: 'facebook', label: 'Facebook', glyph: 'f' },
  { field: 'twitter', label: 'Twitter', glyph: 'X' },
  { field: 'linkedin', label: 'LinkedIn', glyph: 'in' },
  { field: 'instagram', label: 'Instagram', glyph: 'ig' },
  { field: 'googlePlus', label: 'Google Plus', glyph: 'G+' },
] as const;

/** A teacher's social profiles as links that say where they go ("Ruth Calder on Facebook"). */
export function SocialLinks({ teacher }: { teacher: Teacher }) {
  const links = NETWORKS.filter(({ field }) => teacher[field]);
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={`${teacher.name} online`}>
      {links.map(({ field, label, glyph }) => (
        <li key={field}>
          <a className="social-links__link" href={teacher[field]} target="_blank" rel="noopener noreferrer" aria-label={`${teacher.name} on ${label}`}>
            <span aria-hidden="true">{glyph}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
