export interface ClassSchedule {
  /** The day(s) the class meets, e.g. "Monday to Friday", "Monday", "Daily". */
  dow: string;
  /** Start and end times as printed, e.g. "1:45"; null when the class has no fixed hours. */
  timeStart: string | null;
  timeEnd: string | null;
}

export interface ClassCard {
  title: string;
  schedule: ClassSchedule;
  sizeRange: string;
  ageRange: string | null;
  /** Monthly price in dollars; absent means included ("Inc'd"). */
  price: number | null;
}
