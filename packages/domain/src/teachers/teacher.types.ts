export interface TeacherSkill {
  name: string;
  percent: number;
}

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
  /** 'OWNER' gets the owner's special display. */
  role: string | null;
  path: string;
}
