export * from './MessageCentreStore';
