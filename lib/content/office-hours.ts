/** When the Indore office and the phone line are open (IST). */
export const OFFICE_HOURS = [
  { days: "Monday to Saturday", hours: "10:00 am – 7:00 pm" },
  { days: "Sunday and public holidays", hours: "Closed" },
] as const;

export const OFFICE_HOURS_TEXT =
  "Monday to Saturday, 10:00 am to 7:00 pm IST (closed on Sundays and public holidays)";
