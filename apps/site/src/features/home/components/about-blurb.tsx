import { buttonClassName } from '@trailside/ui/button/button';
import { VideoPopup } from '@trailside/ui/video-popup/video-popup';
import { Link } from 'react-router-dom';
import { useSiteDetails } from '../../../config/use-site-details';
import './about-blurb.css';

/** A short word about the school, with the introduction video when one is set (hidden otherwise). */
export function AboutBlurb() {
  const { name, videoId } = useSiteDetails();
  return (
    <section className="about-blurb" aria-labelledby="about-blurb-title">
      <div className="about-blurb__inner container">
        <div>
          <h2 id="about-blurb-title" className="section-title section-title--start">
            A school that feels like a big family
          </h2>
          <p>
            {name} began with a handful of families who wanted a Montessori education that left room for life at home.
            Children spend their school days with us and their learning carries on around the kitchen table, in the
            garden and on weekend trips, with teachers and parents working as one team.
          </p>
          <p>
            With only four classes, everyone knows everyone: the older students read with the kindergartners, and the
            whole school gathers for the spring concert and the science fair.
          </p>
          <Link to="/about" className={buttonClassName('secondary')}>
            About the school
          </Link>
        </div>
        {videoId && (
          <div className="about-blurb__video">
            <VideoPopup videoId={videoId} title={`A morning at ${name}`} />
          </div>
        )}
      </div>
    </section>
  );
}
