export interface ShortUrl {
  origUrl: string;
  shortUrl: string;
  clicks: number;
}
