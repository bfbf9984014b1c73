/** Spec section 5: a YouTube video id is exactly 11 characters of letters, digits, '-' and '_'. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

export function isYoutubeId(value: string): boolean {
  return YOUTUBE_ID.test(value);
}

/**
 * The video id in a bare id or a common YouTube link (watch?v=, youtu.be/, embed/, shorts/, live/, v/),
 * or null when there is none or it is not 11 characters.
 */
export function youtubeIdOf(input: string | null | undefined): string | null {
  const text = input?.trim();
  if (!text) return null;
  if (isYoutubeId(text)) return text;

  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && isYoutubeId(candidate) ? candidate : null;
}

/** The privacy-enhanced player address for an id; the player loads only when this is put in an iframe. */
export function youtubeEmbedUrl(id: string, { autoplay = true }: { autoplay?: boolean } = {}): string {
  if (!isYoutubeId(id)) throw new Error(`Not a YouTube video id: ${id}`);
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0${autoplay ? '&autoplay=1' : ''}`;
}
