export { MonthCalendar, monthWeeks, type MonthCalendarProps } from './MonthCalendar';
