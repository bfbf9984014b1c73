import type { Timestamp } from '../api/timestamp';

export interface BlogDate {
  day: number;
  month: number;
  year: number;
}

export interface Blog {
  id: string;
  title: string;
  text: string;
  author: string;
  userId: string;
  imageUrl: string | null;
  imagePath: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  date: BlogDate;
  replyCount: number;
}
