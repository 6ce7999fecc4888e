// The route table's module for /m/webEmail: the inbox page lives with the other message pages.
export { default } from '../inbox/InboxScreen';
