import { useAuth } from '@trailside/ui/auth/auth-provider';
import './greeting.css';

/** "Hello, Ada!" for the signed-in user (spec section 2), with their picture if they gave one; nothing for visitors. */
export function Greeting({ className }: { className?: string }) {
  const { session } = useAuth();
  if (!session) return null;
  const firstName = session.user.fname || session.authUser.displayName.split(' ')[0];
  const { imageUrl } = session.authUser;
  return (
    <p className={className ? `greeting ${className}` : 'greeting'}>
      {imageUrl && <img className="greeting__avatar" src={imageUrl} alt="Your profile picture" width={32} height={32} />}
      Hello, {firstName}!
    </p>
  );
}
