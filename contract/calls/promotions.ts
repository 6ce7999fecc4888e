// Promotions, availability, joining, reward requests, reward center and points mall.
export * from './promotions/schemas.ts';
export * as promotionCalls from './promotions/calls.ts';
