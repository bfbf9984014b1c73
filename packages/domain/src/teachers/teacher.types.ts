export interface TeacherSkill {
  name: string;
  percent: number;
}

/** Spec section 3: the role value that gets the owner's (head of school's) special display. */
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
  /** 'OWNER' gets the owner's special display. */
  role: string | null;
  /** Where the record lives ("teachers/<id>"); informational only, the server never trusts it back. */
  path: string;
}
