import { Link } from 'react-router-dom';
import './request-new-link.css';

/** Why a reset link cannot be used, and the way to get a fresh one. */
export function RequestNewLink({ problem }: { problem: string }) {
  return (
    <div className="request-new-link" role="alert">
      <p>{problem}</p>
      <p>
        <Link to="/login?mode=forgot">Request a new reset link</Link>
      </p>
    </div>
  );
}
