export { NoticeTicker } from './NoticeTicker';
export type { NoticeTickerProps } from './NoticeTicker';
export { noticeTickerTones } from './NoticeTicker.css';
