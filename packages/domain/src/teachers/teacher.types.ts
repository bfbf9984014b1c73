export interface TeacherSkill {
  name: string;
  percent: number;
}

/** The role value that gets the owner's special display. */
export const OWNER_ROLE = 'OWNER';

export interface Teacher {
  id: string;
  name: string;
  subject: string;
  email: string;
  phone: string;
  facebook: string;
  googlePlus: string;
  linkedin: string;
  instagram: string;
  twitter: string;
  desc: string;
  imageUrl: string | null;
  videoUrl: string | null;
  passions: string | null;
  skills: TeacherSkill[];
  role: string | null;
  path: string;
}
