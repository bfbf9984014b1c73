import { Link } from 'react-router-dom';
import { Greeting } from '../greeting';
import './breadcrumb-banner.css';

/** The band at the top of every inner page: its title, the way back home and a hello. */
export function BreadcrumbBanner({ title }: { title: string }) {
  return (
    <div className="breadcrumb-banner">
      <div className="breadcrumb-banner__inner container">
        <div>
          <h1 className="breadcrumb-banner__title">{title}</h1>
          <nav aria-label="Breadcrumb">
            <ol className="breadcrumb">
              <li>
                <Link to="/">Home</Link>
              </li>
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
        </div>
        <Greeting className="breadcrumb-banner__greeting" />
      </div>
      <svg className="breadcrumb-banner__hills" viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M0 80V48c160-30 320-36 480-14s300 30 460 6 340-40 500-12v52Z" fill="#fbf8f1" />
      </svg>
    </div>
  );
}
