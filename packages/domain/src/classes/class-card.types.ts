export interface ClassSchedule {
  dow: string;
  timeStart: string;
  timeEnd: string;
}

export interface ClassCard {
  title: string;
  schedule: ClassSchedule;
  sizeRange: string;
  ageRange: string | null;
  /** Monthly price in dollars; absent means included ("Inc'd"). */
  price: number | null;
}
